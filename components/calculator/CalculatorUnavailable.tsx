import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import { telHref } from '@/lib/site/seo/navigation';
import Notice from '@/components/ui/Notice';

export interface CalculatorUnavailableProps {
  /** Down for maintenance (the downtime flag); else gated (the gate flag off). */
  downtime: boolean;
  supportPhone: string;
  /** What the gated page offers instead: a calculation by phone. */
  offer: { title: string; text: string };
}

/**
 * What either calculator page shows instead of its calculator (docs/calculator.md#what-the-page-shows):
 * a maintenance notice with the phone number, or an offer of a free calculation by phone.
 */
export default function CalculatorUnavailable({
  downtime,
  supportPhone,
  offer,
}: CalculatorUnavailableProps) {
  const { unavailable: words } = useCalculatorText();
  if (downtime) {
    return (
      <Notice tone="info" role="status" data-calculator-state="downtime">
        <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {words.downtimeTitle}
        </Typography>
        {words.downtimeBefore} <a href={telHref(supportPhone)}>{supportPhone}</a>{' '}
        {words.downtimeAfter}
      </Notice>
    );
  }
  return (
    <Notice tone="info" data-calculator-state="gated" roomy>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {offer.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{offer.text}</Typography>
      <ActionLink href={telHref(supportPhone)} variant="contained">
        {fillIn(words.call, { phone: supportPhone })}
      </ActionLink>
    </Notice>
  );
}
