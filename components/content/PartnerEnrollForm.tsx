import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/ActionButton';
import TextInputField from '@/components/ui/form/TextInputField';
import { navigateTo } from '@/lib/platform/browser/navigateTo';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import { checkPartnerCode } from '@/lib/site/enrollment/partnerCode';
import type { BasePageProps } from '@/lib/site/pageProps';
import styles from './PartnerEnrollForm.module.css';

type PartnerEnrollFormProps = Pick<BasePageProps, 'site' | 'flags'>;

/**
 * A partner enrolls a client with their partner code: the enrollment link carries `partner`,
 * which forces `hired=yes` (docs/site.md#partner-link). Without JavaScript the form submits the
 * code by GET to the enrollment page on the core site, which reads the same parameter.
 */
export default function PartnerEnrollForm({ site, flags }: PartnerEnrollFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = siteEnrollmentLink({ site, flags });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkPartnerCode(code);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    navigateTo(siteEnrollmentLink({ site, flags }, { partnerCode: check.code }));
  }

  return (
    <form className={styles.form} method="get" action={action} noValidate onSubmit={handleSubmit}>
      <input type="hidden" name="hired" value="yes" />
      <TextInputField
        name="partner"
        label="Partner code"
        value={code}
        onChange={setCode}
        error={error}
        hint="Printed on your partner welcome kit."
        className={styles.code}
      />
      <ActionButton type="submit" variant="contained" size="large">
        Enroll a client
      </ActionButton>
    </form>
  );
}
