import Head from 'next/head';
import { faviconUrl, imageUrl } from '@/lib/site/seo/assets';
import { canonicalUrl, PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import type { BasePageProps } from '@/lib/site/pageProps';

type PageHeadProps = Pick<BasePageProps, 'pageKey' | 'site' | 'flags' | 'head'>;

/**
 * Title, description, keywords, canonical, Open Graph and Twitter tags: the page's path, and the
 * title, description and keywords the server put into the page props (`head`).
 */
export default function PageHead({ pageKey, site, flags, head }: PageHeadProps) {
  const { title, description } = head;
  const canonical = canonicalUrl(site.siteOrigin, PAGE_LINKS[pageKey].path);
  const image = new URL(imageUrl(flags, 'og-image.png'), site.siteOrigin).href;
  return (
    <Head>
      <title>{title}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="description" content={description} />
      <meta name="keywords" content={head.keywords} />
      <link rel="canonical" href={canonical} />
      {head.indexable ? null : <meta name="robots" content="noindex, follow" />}
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
