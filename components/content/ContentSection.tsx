import type { ReactNode } from 'react';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import { measure } from '@/lib/site/theme/tokens';
import styles from './ContentSection.module.css';

interface ContentSectionProps {
  /** Id of the section heading; the section is labelled by it. */
  id: string;
  heading: string;
  /** Optional line under the heading. */
  intro?: string;
  /** Tinted background to separate consecutive sections. */
  tinted?: boolean;
  children: ReactNode;
}

/** A page section with its h2, so every page keeps one h1 and an ordered outline. */
export default function ContentSection({
  id,
  heading,
  intro,
  tinted = false,
  children,
}: ContentSectionProps) {
  const heading2 = [typography.h2, styles.heading, intro ? styles.withIntro : null];
  return (
    <section
      aria-labelledby={id}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
    >
      <div className={container.lg}>
        <h2 id={id} className={heading2.filter(Boolean).join(' ')}>
          {heading}
        </h2>
        {intro ? (
          <p className={`${typography.body1} ${styles.intro}`} style={{ maxWidth: measure(70) }}>
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
