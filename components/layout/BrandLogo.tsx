import RoutedLink from '@/components/ui/RoutedLink';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './BrandLogo.module.css';

interface BrandLogoProps {
  brandName: string;
}

/** The wordmark, linking home. A house mark drawn inline keeps it crisp and costs no request. */
export default function BrandLogo({ brandName }: BrandLogoProps) {
  const { shell } = usePageLanguage();
  return (
    <RoutedLink href="/" aria-label={shell.brandHome(brandName)} className={styles.logo}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <path d="M14 3 2 13h3.5v12h7v-7h3v7h7V13H26z" fill="currentColor" />
      </svg>
      <span>{brandName}</span>
    </RoutedLink>
  );
}
