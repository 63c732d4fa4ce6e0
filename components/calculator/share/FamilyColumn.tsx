import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ResultTable } from '@/components/calculator/resultTable';
import TotalsTable from '@/components/calculator/TotalsTable';
import WarningList from '@/components/calculator/WarningList';
import { formatUsd } from '@/lib/tax/money';
import { type NannyShareFamilyResult } from '@/lib/tax/share/contract';
import { type PayFrequency } from '@/lib/tax/types';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { useShareText } from './ShareTextContext';

interface FamilyColumnProps {
  family: NannyShareFamilyResult;
  index: number;
  payFrequency: PayFrequency;
}

/** One family as employer: its week in the share, its totals and taxes, and its own warnings. */
export default function FamilyColumn({ family, index, payFrequency }: FamilyColumnProps) {
  const headingId = useId();
  const weekId = useId();
  const totalsId = useId();
  const taxesId = useId();
  const { week } = family;
  const { results: words } = useShareText();
  const named = { family: family.label };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-share-family-result={index}
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.2rem' }}>
        {family.label}
      </Typography>
      <ResultTable aria-labelledby={`${headingId} ${weekId}`}>
        <caption id={weekId}>{words.eachWeek}</caption>
        <tbody>
          <tr>
            <th scope="row">{words.hoursCredited}</th>
            <td data-num>{Math.round(week.hours * 100) / 100}</td>
          </tr>
          <tr>
            <th scope="row">{words.straightTimePay}</th>
            <td data-num>{formatUsd(week.straightTimePay)}</td>
          </tr>
          <tr>
            <th scope="row">{words.overtimePremium}</th>
            <td data-num>{formatUsd(week.overtimePremium)}</td>
          </tr>
          <tr data-share-weekly-gross>
            <th scope="row" data-strong>
              {words.grossPay}
            </th>
            <td data-num data-strong>
              {formatUsd(week.grossPay)}
            </td>
          </tr>
        </tbody>
      </ResultTable>
      <Typography id={totalsId} component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {fillIn(words.familyTotals, named)}
      </Typography>
      <TotalsTable result={family} payFrequency={payFrequency} labelledBy={totalsId} />
      {family.warnings.length > 0 ? (
        <Box data-no-print>
          <Typography id={taxesId} component="p" sx={{ fontWeight: 700, mt: 1 }}>
            {fillIn(words.familyWarnings, named)}
          </Typography>
          <WarningList warnings={family.warnings} labelledBy={taxesId} />
        </Box>
      ) : null}
    </Box>
  );
}
