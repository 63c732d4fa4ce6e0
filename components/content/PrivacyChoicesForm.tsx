import { useState, type ReactNode } from 'react';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import typography from '@/components/ui/typography.module.css';
import type { PrivacySwitchesText } from '@/lib/site/content/privacyContent';
import { storePrivacyChoice } from '@/lib/site/privacy/browserPrivacy';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import type { PrivacyChoice } from '@/lib/site/privacy/privacyChoice';
import styles from './PrivacyChoicesForm.module.css';

interface PrivacyChoicesFormProps {
  privacy: PagePrivacy;
  /** The site's cookies are `__Secure-` prefixed (SECURE_COOKIES, by default an https origin). */
  secure: boolean;
  /** GPC from the request or the browser. */
  gpc: boolean;
  /** The switches' words in the page's language (from the page props). */
  text: PrivacySwitchesText;
}

/**
 * The two switches of the privacy choices page (docs/site.md#privacy-choices-page). The server
 * renders them in the state it knows; each change is stored at once and pushed to the tags.
 */
export default function PrivacyChoicesForm({
  privacy,
  secure,
  gpc,
  text,
}: PrivacyChoicesFormProps) {
  const { locale } = usePageLanguage();
  const [choice, setChoice] = useState<PrivacyChoice>(privacy.choice);
  const [saved, setSaved] = useState(false);

  // Without a choice of its own, the switch shows the default the server decided.
  const optedOut =
    gpc ||
    (choice.saleSharing === null
      ? privacy.consent.ad_storage === 'denied'
      : choice.saleSharing === 'opt-out');
  const analyticsOn = choice.analytics !== 'off';

  const change = (next: PrivacyChoice) => {
    setChoice(next);
    storePrivacyChoice(next, secure);
    setSaved(true);
  };

  return (
    <form aria-labelledby="privacy-choices-heading" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.switches}>
        <ChoiceSwitch
          id="privacy-sale-sharing"
          label={
            locale === 'en' ? (
              text.saleSharing
            ) : (
              // The statute names the link in English; a translation keeps that title beside it.
              <>
                {text.saleSharing} <span lang="en">({text.saleSharingStatutoryTitle})</span>
              </>
            )
          }
          help={gpc ? text.saleSharingGpc : text.saleSharingHelp}
          checked={optedOut}
          disabled={gpc}
          onChange={(on) => change({ ...choice, saleSharing: on ? 'opt-out' : 'allow' })}
        />
        <ChoiceSwitch
          id="privacy-analytics"
          label={text.analytics}
          help={analyticsOn ? text.analyticsOnHelp : text.analyticsOffHelp}
          checked={analyticsOn}
          onChange={(on) => change({ ...choice, analytics: on ? 'on' : 'off' })}
        />
      </div>
      <p className={`${typography.body1} ${styles.saved}`} role="status">
        {saved ? text.saved : ''}
      </p>
      <noscript>
        <p className={typography.body2}>{text.noScript}</p>
      </noscript>
    </form>
  );
}

interface ChoiceSwitchProps {
  /** Names the help text, which describes the switch. */
  id: string;
  label: ReactNode;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}

/**
 * A native checkbox with the switch role: what MUI's Switch renders underneath, without its
 * ripple and transition code, which this page's first load cannot afford.
 */
function ChoiceSwitch({ id, label, help, checked, disabled = false, onChange }: ChoiceSwitchProps) {
  return (
    <div>
      <label className={styles.label}>
        <input
          className={styles.switch}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-help`} className={`${typography.body2} ${styles.help}`}>
        {help}
      </p>
    </div>
  );
}
