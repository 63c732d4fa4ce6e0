import type { ReactNode } from 'react';
import ServerHtml from '@/components/hydration/ServerHtml';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import { measure } from '@/lib/site/theme/tokens';
import styles from './PageHero.module.css';

interface PageHeroProps {
  /** The page's single h1. */
  title: string;
  /** Small line above the title naming the audience. */
  eyebrow?: string;
  lead: string;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Content beside the text from md up (below it on phones). */
  aside?: ReactNode;
}

/** The opening block of a page: its h1, the one-sentence purpose and the main actions. */
export default function PageHero({ title, eyebrow, lead, actions, aside }: PageHeroProps) {
  const grid = [container.lg, styles.grid, aside ? styles.withAside : null].filter(Boolean);
  return (
    <div className={styles.hero}>
      <div className={grid.join(' ')}>
        <div>
          {/* Plain text: kept as the server's HTML, so hydration skips it. */}
          <ServerHtml name="hero-text">
            {eyebrow ? (
              <p className={`${typography.overline} ${styles.eyebrow}`}>{eyebrow}</p>
            ) : null}
            <h1 className={`${typography.h1} ${styles.title}`}>{title}</h1>
            <p className={`${typography.body1} ${styles.lead}`} style={{ maxWidth: measure(60) }}>
              {lead}
            </p>
          </ServerHtml>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </div>
  );
}
