import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { ActionLink } from '@/components/ui/ActionButton';
import MemberNextStepAction from '@/components/members/MemberNextStepAction';
import { useMemberNextStep } from '@/components/members/useMemberNextStep';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';

type HiredQuestionProps = Pick<BasePageProps, 'site' | 'flags' | 'referrerCookie' | 'partnerCode'>;

const CARD_SX = { p: 3, borderRadius: 2, bgcolor: 'background.default', boxShadow: 1 } as const;

/**
 * "Have you hired yet?" (Not yet = 21, Yes = 11) and the enrollment link it shapes.
 * The link works before hydration with "Not yet", the default answer; a session partner code
 * (partner link) forces hired=yes whatever the answer (docs/site.md#the-hired-question). A
 * signed-in member who has started enrolling is not asked: the card shows their next step instead
 * (docs/members.md#account-menu); one without an account is asked, and starts enrollment.
 */
export default function HiredQuestion({
  site,
  flags,
  referrerCookie,
  partnerCode,
}: HiredQuestionProps) {
  const labelId = useId();
  const [answer, setAnswer] = useState<string>(HIRED_ANSWERS[0].text);
  const href = siteEnrollmentLink(
    { site, flags, referrerCookie, partnerCode },
    { hiredAnswer: answer },
  );
  const nextStep = useMemberNextStep(site, href);
  if (nextStep && nextStep.status !== 'NONE') {
    return (
      <Box sx={CARD_SX} data-member-call-to-action>
        <MemberNextStepAction step={nextStep} size="large" fullWidth />
      </Box>
    );
  }
  return (
    <Box sx={CARD_SX}>
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
      <ActionLink href={href} external variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {nextStep ? nextStep.label : 'Get started'}
      </ActionLink>
    </Box>
  );
}
