import PhoneIcon from '@/components/ui/icons/PhoneIcon';
import Link from '@/components/ui/Link';
import { telHref } from '@/lib/site/seo/navigation';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './SupportPhone.module.css';

interface SupportPhoneProps {
  phone: string;
  /** Lead-in before the number; the frame's "Free consultation:" when not given. */
  label?: string;
}

/** The support line for a free consultation (docs/site.md#support-phone), as a tap-to-call link. */
export default function SupportPhone({ phone, label }: SupportPhoneProps) {
  const { shell } = usePageLanguage();
  return (
    <span className={styles.line}>
      <PhoneIcon fontSize="small" />
      <span>{label ?? shell.freeConsultation}</span>
      <Link href={telHref(phone)} className={styles.phoneLink}>
        {phone}
      </Link>
    </span>
  );
}
