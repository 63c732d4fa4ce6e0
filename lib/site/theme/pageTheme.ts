import type { ThemeName } from '@/lib/platform/config/schema';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The theme a page is drawn in: its site's, `care` where it has none (the static error pages). */
export function pageThemeName(pageProps: Partial<BasePageProps>): ThemeName {
  return pageProps.site?.theme ?? 'care';
}
