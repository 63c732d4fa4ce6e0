import { styled } from '@mui/material/styles';
import PhoneIcon from '@/components/ui/icons/PhoneIcon';
import Link from '@/components/ui/Link';
import { telHref } from '@/lib/site/seo/navigation';

interface SupportPhoneProps {
  phone: string;
  /** Lead-in before the number. */
  label?: string;
}

const Line = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  '& > svg': { color: theme.palette.primary.main, flexShrink: 0 },
}));

const PhoneLink = styled(Link)({ fontWeight: 700, whiteSpace: 'nowrap' });

/** The support line for a free consultation (docs/site.md#support-phone), as a tap-to-call link. */
export default function SupportPhone({ phone, label = 'Free consultation:' }: SupportPhoneProps) {
  return (
    <Line>
      <PhoneIcon fontSize="small" />
      <span>{label}</span>
      <PhoneLink href={telHref(phone)}>{phone}</PhoneLink>
    </Line>
  );
}
