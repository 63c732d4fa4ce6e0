import type { BasePageProps } from '@/lib/site/pageProps';
import { documentLanguage } from '@/lib/site/i18n/documentLanguage';
import { PAGE_KEYS, type PageKey } from './pageLinks';
import { serializeJsonLd, structuredDataFor } from './structuredData';

type DocumentPageProps = Partial<Pick<BasePageProps, 'pageKey' | 'site' | 'flags'>>;

function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && (PAGE_KEYS as readonly string[]).includes(value);
}

/**
 * The JSON-LD of the page the document frames, from the props Next hands `_document`. Pages
 * rendered without the site's props (Next's own error pages) get none rather than a guess.
 */
export function structuredDataForProps(props: unknown): string | null {
  if (typeof props !== 'object' || props === null || !('pageProps' in props)) return null;
  const pageProps = props.pageProps as DocumentPageProps | undefined;
  if (!pageProps || !isPageKey(pageProps.pageKey) || !pageProps.site || !pageProps.flags) {
    return null;
  }
  return serializeJsonLd(
    structuredDataFor(pageProps.pageKey, pageProps.site, pageProps.flags, documentLanguage(props)),
  );
}
