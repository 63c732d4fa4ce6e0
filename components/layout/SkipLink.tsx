import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the header navigation. */
export default function SkipLink() {
  const { shell } = usePageLanguage();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} data-skip-link>
      {shell.skipLink}
    </a>
  );
}
