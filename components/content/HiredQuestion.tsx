import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { HIRED_ANSWERS } from '@/lib/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/pageProps/pageProps';

type HiredQuestionProps = Pick<BasePageProps, 'site' | 'flags' | 'referrerCookie'>;

/**
 * "Have you hired yet?" (SPEC §3: Not yet = 21, Yes = 11) and the enrollment link it shapes.
 * The link works before hydration with "Not yet", the default answer.
 */
export default function HiredQuestion({ site, flags, referrerCookie }: HiredQuestionProps) {
  const labelId = useId();
  const [answer, setAnswer] = useState<string>(HIRED_ANSWERS[0].text);
  const href = siteEnrollmentLink({ site, flags, referrerCookie }, { hiredAnswer: answer });
  return (
    <Box sx={{ p: 3, borderRadius: 2, bgcolor: 'background.default', boxShadow: 1 }}>
      <FormControl>
        <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 700, mb: 1 }}>
          Have you hired your household employee yet?
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name="hired"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        >
          {HIRED_ANSWERS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.text}
              control={<Radio />}
              label={option.text}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button href={href} variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        Get started
      </Button>
    </Box>
  );
}
