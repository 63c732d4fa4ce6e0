import { useId, useState } from 'react';
import { ActionLink } from '@/components/ui/ActionButton';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import placement from '@/components/ui/placement.module.css';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';
import card from '@/components/ui/card.module.css';
import styles from './HiredQuestion.module.css';

export type HiredQuestionProps = Pick<
  BasePageProps,
  'site' | 'flags' | 'referrerCookie' | 'partnerCode'
> & {
  /** The action's words: the frame's "Get started" unless the caller knows better (a member). */
  actionLabel?: string;
};

/**
 * "Have you hired yet?" (Not yet = 21, Yes = 11) and the enrollment link it shapes.
 * The link works before hydration with "Not yet", the default answer; a session partner code
 * (partner link) forces hired=yes whatever the answer (docs/site.md#the-hired-question).
 */
export default function HiredQuestion({
  site,
  flags,
  referrerCookie,
  partnerCode,
  actionLabel,
}: HiredQuestionProps) {
  const { shell } = usePageLanguage();
  const labelId = useId();
  const [answer, setAnswer] = useState<string>(HIRED_ANSWERS[0].text);
  const href = siteEnrollmentLink(
    { site, flags, referrerCookie, partnerCode },
    { hiredAnswer: answer },
  );
  return (
    <div className={card.raised}>
      {/* Native radios: the platform's own control and keyboard handling, none of MUI's. */}
      <fieldset role="radiogroup" aria-labelledby={labelId} className={styles.group}>
        <legend id={labelId} className={styles.legend}>
          {shell.hired.question}
        </legend>
        <div className={styles.answers}>
          {HIRED_ANSWERS.map((option) => (
            <label key={option.value} className={styles.answer}>
              <input
                className={styles.radio}
                type="radio"
                name="hired"
                value={option.text}
                checked={answer === option.text}
                onChange={() => setAnswer(option.text)}
              />
              {/* The value stays the English answer the enrollment link reads; the words follow the page. */}
              {option.value === HIRED_ANSWERS[1].value ? shell.hired.yes : shell.hired.notYet}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
      <ActionLink
        href={href}
        external
        variant="contained"
        size="large"
        fullWidth
        className={placement.marginTop2}
      >
        {actionLabel ?? shell.getStarted}
      </ActionLink>
    </div>
  );
}
