import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { ActionLink } from '@/components/ui/ActionButton';
import placement from '@/components/ui/placement.module.css';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';

export type HiredQuestionProps = Pick<
  BasePageProps,
  'site' | 'flags' | 'referrerCookie' | 'partnerCode'
> & {
  /** The action's words: "Get started" unless the caller knows better (a signed-in member). */
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
  actionLabel = 'Get started',
}: HiredQuestionProps) {
  const labelId = useId();
  const [answer, setAnswer] = useState<string>(HIRED_ANSWERS[0].text);
  const href = siteEnrollmentLink(
    { site, flags, referrerCookie, partnerCode },
    { hiredAnswer: answer },
  );
  return (
    <Box sx={{ p: 3, borderRadius: 2, bgcolor: 'background.default', boxShadow: 1 }}>
      {/* Native radios: the platform's own control and keyboard handling, none of MUI's. */}
      <Box
        component="fieldset"
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        <Box component="legend" id={labelId} sx={{ fontWeight: 700, mb: 1, p: 0 }}>
          Have you hired your household employee yet?
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {HIRED_ANSWERS.map((option) => (
            <Box
              component="label"
              key={option.value}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 }}
            >
              <Box
                component="input"
                type="radio"
                name="hired"
                value={option.text}
                checked={answer === option.text}
                onChange={() => setAnswer(option.text)}
                sx={{
                  width: 20,
                  height: 20,
                  m: 0,
                  accentColor: (theme) => theme.palette.primary.main,
                }}
              />
              {option.text}
            </Box>
          ))}
        </Box>
      </Box>
      {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
      <ActionLink
        href={href}
        external
        variant="contained"
        size="large"
        fullWidth
        className={placement.marginTop2}
      >
        {actionLabel}
      </ActionLink>
    </Box>
  );
}
