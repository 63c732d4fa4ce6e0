import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { type Calculation } from '@/lib/calculator/calculatorState';
import { calculatorResultUrl } from '@/lib/calculator/calculatorUrl';
import { checkEmailAddress } from '@/lib/calculator/emailAddress';
import { toResultSendInput } from '@/lib/calculator/sendResultsMutation';
import { useSendResults } from '@/lib/calculator/useSendResults';
import { type BasePageProps } from '@/lib/pageProps/pageProps';
import TextInputField from '@/components/form/TextInputField';

interface EmailResultsFormProps extends Pick<BasePageProps, 'site' | 'nonce'> {
  calculation: Pick<Calculation, 'input' | 'result'>;
}

/** "Email my results": the address, checked against SPEC §5, and the send with its outcome. */
export default function EmailResultsForm({ site, nonce, calculation }: EmailResultsFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const { send, sending } = useSendResults(site, nonce);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkEmailAddress(email);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setNotice('');
    const { input, result } = calculation;
    const sent = await send(
      toResultSendInput(check.email, calculatorResultUrl(site.siteOrigin, input), input, result),
    );
    setNotice(
      sent
        ? `We sent your results to ${check.email}.`
        : 'We couldn’t send your results just now. Please try again in a moment.',
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={headingId}
      data-no-print
      sx={{ display: 'grid', gap: 2, p: 3, borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.15rem' }}>
        Email my results
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextInputField
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            // Once an error is showing, say as soon as it is fixed.
            if (error !== null) {
              const check = checkEmailAddress(value);
              setError(check.ok ? null : check.message);
            }
          }}
          error={error}
          hint="We’ll e-mail a summary and a link back to these results."
          sx={{ flex: '1 1 240px', width: 'auto' }}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Sending…' : 'Email my results'}
        </Button>
      </Box>
      {/* The outcome stays next to the button that caused it (no toast that vanishes). */}
      {notice ? (
        <Typography role="status" aria-live="polite">
          {notice}
        </Typography>
      ) : null}
    </Box>
  );
}
