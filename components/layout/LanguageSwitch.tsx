import { useEffect, useState } from 'react';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { localizedPath, type Locale } from '@/lib/site/i18n/locale';
import { hasSpanishTwin } from '@/lib/site/i18n/spanishPages';
import { PAGE_LINKS, type PageKey } from '@/lib/site/seo/pageLinks';
import { withBasePath } from '@/lib/platform/routing/basePath';
import styles from './LanguageSwitch.module.css';

/** The other language, named in itself (docs/site.md#language-switch). */
const OTHER: Readonly<Record<Locale, { locale: Locale; name: string }>> = {
  en: { locale: 'es', name: 'Español' },
  es: { locale: 'en', name: 'English' },
};

interface LanguageSwitchProps {
  pageKey: PageKey;
}

/**
 * The two-language toggle at the top right, above the navigation, as the U.S. Web Design System
 * draws it for two languages: one link to this page in the other language, named in that language
 * and marked with its `lang`. Only on pages with a twin. The link keeps the address's query once
 * the page runs (a calculator switches language with its inputs); before that it is the bare page,
 * which the cached HTML can carry for every visitor.
 */
export default function LanguageSwitch({ pageKey }: LanguageSwitchProps) {
  const { locale } = usePageLanguage();
  const [search, setSearch] = useState('');
  useEffect(() => {
    const update = () => setSearch(window.location.search);
    update();
    // A calculator rewrites its address as inputs change (replaceState): follow it on focus.
    window.addEventListener('focusin', update);
    return () => window.removeEventListener('focusin', update);
  }, []);
  if (!hasSpanishTwin(pageKey)) return null;
  const other = OTHER[locale];
  const href = withBasePath(localizedPath(`${PAGE_LINKS[pageKey].path}${search}`, other.locale));
  return (
    <a
      className={styles.switch}
      href={href}
      lang={other.locale}
      hrefLang={other.locale}
      data-language-switch
      onPointerDown={() => setSearch(window.location.search)}
    >
      {other.name}
    </a>
  );
}
