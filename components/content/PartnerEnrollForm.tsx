import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/ActionButton';
import TextInputField from '@/components/ui/form/TextInputField';
import { navigateTo } from '@/lib/platform/browser/navigateTo';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import { checkPartnerCode, type PartnerCodeProblem } from '@/lib/site/enrollment/partnerCode';
import type { PartnerEnrollFormText } from '@/lib/site/content/proPortalContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import styles from './PartnerEnrollForm.module.css';

type PartnerEnrollFormProps = Pick<BasePageProps, 'site' | 'flags'> & {
  /** The form's words in the page's language, from the page props (proPortalContent.ts). */
  text: PartnerEnrollFormText;
};

/**
 * A partner enrolls a client with their partner code: the enrollment link carries `partner`,
 * which forces `hired=yes` (docs/site.md#partner-link). Without JavaScript the form submits the
 * code by GET to the enrollment page on the core site, which reads the same parameter. The check
 * answers with a problem code, which the form words in the page's language.
 */
export default function PartnerEnrollForm({ site, flags, text }: PartnerEnrollFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<PartnerCodeProblem | null>(null);
  const action = siteEnrollmentLink({ site, flags });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkPartnerCode(code);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    navigateTo(siteEnrollmentLink({ site, flags }, { partnerCode: check.code }));
  }

  return (
    <form className={styles.form} method="get" action={action} noValidate onSubmit={handleSubmit}>
      <input type="hidden" name="hired" value="yes" />
      <TextInputField
        name="partner"
        label={text.codeLabel}
        value={code}
        onChange={setCode}
        error={problem ? text.problems[problem] : null}
        hint={text.codeHint}
        className={styles.code}
      />
      <ActionButton type="submit" variant="contained" size="large">
        {text.submit}
      </ActionButton>
    </form>
  );
}
