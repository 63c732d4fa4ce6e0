import { useState } from 'react';
import ChoiceField from '@/components/calculator/ChoiceField';
import EmailResultsForm from '@/components/calculator/EmailResultsForm';
import { type ShareCalculation } from '@/lib/calculator/share/shareCalculation';
import { shareResultUrl } from '@/lib/calculator/share/url/shareResultUrl';
import { type BasePageProps } from '@/lib/site/pageProps';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { useShareText } from './ShareTextContext';

interface ShareEmailFormProps extends Pick<BasePageProps, 'site' | 'nonce'> {
  calculation: Pick<ShareCalculation, 'input' | 'result' | 'search'>;
}

/**
 * "Email my results" for a share: each family is its own employer, so the visitor picks whose
 * figures the e-mail summarises; the link in it leads back to the whole share
 * (docs/calculator.md#email-a-shares-results).
 */
export default function ShareEmailForm({ site, nonce, calculation }: ShareEmailFormProps) {
  const { families } = calculation.result;
  const { locale } = usePageLanguage();
  const { email: words } = useShareText();
  const [chosen, setChosen] = useState('0');
  const index = Math.min(Number(chosen), families.length - 1);
  const family = families[index] ?? families[0];
  if (!family) return null;
  return (
    <EmailResultsForm
      site={site}
      nonce={nonce}
      calculation={{
        input: { payFrequency: calculation.input.payFrequency },
        result: family,
        search: calculation.search,
      }}
      resultUrlOf={(origin, search) => shareResultUrl(origin, search, locale)}
    >
      <ChoiceField
        label={words.whose}
        value={String(index)}
        options={families.map((f, i) => ({ value: String(i), label: f.label }))}
        onChange={setChosen}
        hint={words.whoseHint}
      />
    </EmailResultsForm>
  );
}
