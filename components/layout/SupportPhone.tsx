import Box from '@mui/material/Box';
import PhoneIcon from '@/components/icons/PhoneIcon';
import Link from '@/components/link/Link';
import { telHref } from '@/lib/seo/navigation';

interface SupportPhoneProps {
  phone: string;
  /** Lead-in before the number. */
  label?: string;
}

/** The support line for a free consultation (SPEC §1), as a tap-to-call link. */
export default function SupportPhone({ phone, label = 'Free consultation:' }: SupportPhoneProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <PhoneIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
      <span>{label}</span>
      <Link href={telHref(phone)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {phone}
      </Link>
    </Box>
  );
}
