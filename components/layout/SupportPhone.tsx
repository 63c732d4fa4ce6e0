import PhoneIcon from '@/components/ui/icons/PhoneIcon';
import Link from '@/components/ui/Link';
import { telHref } from '@/lib/site/seo/navigation';
import styles from './SupportPhone.module.css';

interface SupportPhoneProps {
  phone: string;
  /** Lead-in before the number. */
  label?: string;
}

/** The support line for a free consultation (docs/site.md#support-phone), as a tap-to-call link. */
export default function SupportPhone({ phone, label = 'Free consultation:' }: SupportPhoneProps) {
  return (
    <span className={styles.line}>
      <PhoneIcon fontSize="small" />
      <span>{label}</span>
      <Link href={telHref(phone)} className={styles.phoneLink}>
        {phone}
      </Link>
    </span>
  );
}
