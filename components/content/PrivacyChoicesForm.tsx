import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PRIVACY_PAGE } from '@/lib/site/content/privacyContent';
import { storePrivacyChoice } from '@/lib/site/privacy/browserPrivacy';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import type { PrivacyChoice } from '@/lib/site/privacy/privacyChoice';

interface PrivacyChoicesFormProps {
  privacy: PagePrivacy;
  /** The site's cookies are `__Secure-` prefixed (SECURE_COOKIES, by default an https origin). */
  secure: boolean;
  /** GPC from the request or the browser. */
  gpc: boolean;
}

const TEXT = PRIVACY_PAGE.choices;

/**
 * The two switches of the privacy choices page (docs/site.md#privacy-choices-page). The server
 * renders them in the state it knows; each change is stored at once and pushed to the tags.
 */
export default function PrivacyChoicesForm({ privacy, secure, gpc }: PrivacyChoicesFormProps) {
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
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ChoiceSwitch
          id="privacy-sale-sharing"
          label={TEXT.saleSharing}
          help={gpc ? TEXT.saleSharingGpc : TEXT.saleSharingHelp}
          checked={optedOut}
          disabled={gpc}
          onChange={(on) => change({ ...choice, saleSharing: on ? 'opt-out' : 'allow' })}
        />
        <ChoiceSwitch
          id="privacy-analytics"
          label={TEXT.analytics}
          help={analyticsOn ? TEXT.analyticsOnHelp : TEXT.analyticsOffHelp}
          checked={analyticsOn}
          onChange={(on) => change({ ...choice, analytics: on ? 'on' : 'off' })}
        />
      </Box>
      <Typography role="status" sx={{ mt: 2, minHeight: '1.5em', fontWeight: 600 }}>
        {saved ? TEXT.saved : ''}
      </Typography>
      <noscript>
        <Typography variant="body2">{TEXT.noScript}</Typography>
      </noscript>
    </form>
  );
}

interface ChoiceSwitchProps {
  /** Names the help text, which describes the switch. */
  id: string;
  label: string;
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
      <Box
        component="label"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 600, cursor: 'pointer' }}
      >
        <Box
          component="input"
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.checked)}
          sx={{
            width: '1.5em',
            height: '1.5em',
            m: 0,
            accentColor: (theme) => theme.palette.primary.main,
          }}
        />
        {label}
      </Box>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ ml: 4.5 }}>
        {help}
      </Typography>
    </div>
  );
}
