import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PRIVACY_PAGE } from '@/lib/site/content/privacyContent';
import { storePrivacyChoice } from '@/lib/tracking/consent/browserPrivacy';
import type { PagePrivacy } from '@/lib/tracking/consent/pagePrivacy';
import type { PrivacyChoice } from '@/lib/tracking/consent/privacyChoice';

interface PrivacyChoicesFormProps {
  privacy: PagePrivacy;
  /** The site's cookies are `__Secure-` prefixed (served over https). */
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
      <FormGroup sx={{ gap: 2 }}>
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={optedOut}
                disabled={gpc}
                onChange={(event) =>
                  change({ ...choice, saleSharing: event.target.checked ? 'opt-out' : 'allow' })
                }
              />
            }
            label={TEXT.saleSharing}
          />
          <Typography variant="body2" color="text.secondary">
            {gpc ? TEXT.saleSharingGpc : TEXT.saleSharingHelp}
          </Typography>
        </div>
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={analyticsOn}
                onChange={(event) =>
                  change({ ...choice, analytics: event.target.checked ? 'on' : 'off' })
                }
              />
            }
            label={TEXT.analytics}
          />
          <Typography variant="body2" color="text.secondary">
            {TEXT.analyticsHelp}
          </Typography>
        </div>
      </FormGroup>
      <Typography role="status" sx={{ mt: 2, minHeight: '1.5em', fontWeight: 600 }}>
        {saved ? TEXT.saved : ''}
      </Typography>
      <noscript>
        <Typography variant="body2">{TEXT.noScript}</Typography>
      </noscript>
    </form>
  );
}
