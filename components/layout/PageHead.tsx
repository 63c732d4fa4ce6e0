import Head from 'next/head';
import { faviconUrl, imageUrl } from '@/lib/site/seo/assets';
import { canonicalUrl, documentTitle, PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import type { BasePageProps } from '@/lib/site/pageProps';

type PageHeadProps = Pick<BasePageProps, 'pageKey' | 'site' | 'flags' | 'head'>;

/**
 * Title, description, keywords, canonical, Open Graph and Twitter tags: the catalogue's title and
 * path, and the description and keywords the server put into the page props (`head`).
 */
export default function PageHead({ pageKey, site, flags, head }: PageHeadProps) {
  const meta = PAGE_CATALOGUE[pageKey];
  const title = documentTitle(meta, site.brandName);
  const { description } = head;
  const canonical = canonicalUrl(site.siteOrigin, meta.path);
  const image = new URL(imageUrl(flags, 'og-image.png'), site.siteOrigin).href;
  return (
    <Head>
      <title>{title}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="description" content={description} />
      <meta name="keywords" content={head.keywords} />
      <link rel="canonical" href={canonical} />
      {meta.indexable ? null : <meta name="robots" content="noindex, follow" />}
      <link rel="icon" href={faviconUrl(flags)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content="#14579A" />
    </Head>
  );
}
