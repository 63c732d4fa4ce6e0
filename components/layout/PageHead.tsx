import Head from 'next/head';
import { faviconUrl, imageUrl } from '@/lib/site/seo/assets';
import { canonicalUrl, PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import type { BasePageProps } from '@/lib/site/pageProps';
import { LOCALES, localizedPath } from '@/lib/site/i18n/locale';
import { hasSpanishTwin } from '@/lib/site/i18n/spanishPages';

type PageHeadProps = Pick<BasePageProps, 'pageKey' | 'site' | 'flags' | 'head' | 'locale'>;

/**
 * Title, description, keywords, canonical, language alternates, Open Graph and Twitter tags: the
 * page's path in its language, and the title, description and keywords the server put into the
 * page props (`head`). A page with a twin names both languages and English as the default
 * (docs/site.md#languages).
 */
export default function PageHead({ pageKey, site, flags, head, locale }: PageHeadProps) {
  const { title, description } = head;
  const path = PAGE_LINKS[pageKey].path;
  const canonical = canonicalUrl(site.siteOrigin, localizedPath(path, locale));
  const image = new URL(imageUrl(flags, 'og-image.png'), site.siteOrigin).href;
  return (
    <Head>
      <title>{title}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="description" content={description} />
      <meta name="keywords" content={head.keywords} />
      <link rel="canonical" href={canonical} />
      {hasSpanishTwin(pageKey) && head.indexable
        ? LOCALES.map((language) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={language}
              href={canonicalUrl(site.siteOrigin, localizedPath(path, language))}
            />
          ))
        : null}
      {hasSpanishTwin(pageKey) && head.indexable ? (
        <link rel="alternate" hrefLang="x-default" href={canonicalUrl(site.siteOrigin, path)} />
      ) : null}
      {head.indexable ? null : <meta name="robots" content="noindex, follow" />}
      <link rel="icon" href={faviconUrl(flags)} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={locale === 'es' ? 'es_US' : 'en_US'} />
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
