import { usePageLanguage } from '@/components/ui/PageLanguage';
import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { calculatorResultUrl } from '@/lib/calculator/url/calculatorResultUrl';
import { checkEmailAddress } from '@/lib/calculator/emailAddress';
import {
  toResultSendInput,
  type ResultSendCalculationInput,
} from '@/lib/calculator/toResultSendInput';
import { useSendResults, type SendOutcome } from '@/components/calculator/hooks/useSendResults';
import { type BasePageProps } from '@/lib/site/pageProps';
import { type NannyTaxResult } from '@/lib/tax/contract';
import TextInputField from '@/components/ui/form/TextInputField';
import { ActionButton } from '@/components/ui/ActionButton';
import Notice from '@/components/ui/Notice';
import styles from './EmailResultsForm.module.css';

interface EmailResultsFormProps extends Pick<BasePageProps, 'site' | 'nonce'> {
  /** The results to send, and the query string that reproduces them. */
  calculation: {
    input: ResultSendCalculationInput;
    result: NannyTaxResult;
    search: string;
  };
  /** The shareable address of the results (default: the nanny tax calculator's, in the page's language). */
  resultUrlOf?: (siteOrigin: string, search: string) => string;
  /** Fields shown before the address, such as the share's "whose results?". */
  children?: ReactNode;
}

/**
 * "Email my results": the address, checked against the e-mail pattern
 * (docs/calculator.md#email-my-results), and the send with its outcome. Every send is bounded by
 * the GraphQL transport's time limit; a failure or a timeout is explained in plain words with a
 * "Try again" button, and nothing is retried without the visitor asking.
 */
export default function EmailResultsForm({
  site,
  nonce,
  calculation,
  resultUrlOf,
  children,
}: EmailResultsFormProps) {
  const { locale } = usePageLanguage();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<Exclude<SendOutcome, 'sent'> | null>(null);
  const { send, sending } = useSendResults(site, nonce);
  const { email: words } = useCalculatorText();

  async function sendTo(address: string) {
    setProblem(null);
    setNotice('');
    const { input, result, search } = calculation;
    const outcome = await send(
      toResultSendInput(
        address,
        resultUrlOf
          ? resultUrlOf(site.siteOrigin, search)
          : calculatorResultUrl(site.siteOrigin, search, locale),
        input,
        result,
        site.supportPhone,
        locale,
      ),
    );
    if (outcome === 'sent') setNotice(fillIn(words.sent, { address }));
    else setProblem(outcome);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkEmailAddress(email);
    if (!check.ok) {
      setError(words[check.problem]);
      return;
    }
    setError(null);
    await sendTo(check.email);
  }

  function retry() {
    const check = checkEmailAddress(email);
    if (check.ok) void sendTo(check.email);
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
        {words.heading}
      </Typography>
      {children}
      <Box
        className={styles.sendRow}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextInputField
          label={words.address}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            // Once an error is showing, say as soon as it is fixed.
            if (error !== null) {
              const check = checkEmailAddress(value);
              setError(check.ok ? null : words[check.problem]);
            }
          }}
          error={error}
          hint={words.hint}
          className={styles.email}
        />
        <ActionButton type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? words.sending : words.send}
        </ActionButton>
      </Box>
      {problem && !sending && (
        <Notice tone="warning" role="alert" className={styles.problem}>
          <Box component="span" sx={{ flex: '1 1 200px' }}>
            {/* What the visitor is told when a send did not go through; they decide whether to retry. */}
            {words[problem]}
          </Box>
          <ActionButton color="inherit" size="small" onClick={retry}>
            {words.tryAgain}
          </ActionButton>
        </Notice>
      )}
      {/* The outcome stays next to the button that caused it (no toast that vanishes). */}
      {notice ? (
        <Typography role="status" aria-live="polite">
          {notice}
        </Typography>
      ) : null}
    </Box>
  );
}
