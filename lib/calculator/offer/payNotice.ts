import { type PayFrequency } from '@/lib/tax/types';
import { formatUsd } from '@/lib/tax/money';
import { type StateCode } from '@/lib/tax/states';
import { LS54, type Bilingual } from './payNoticeText';

/**
 * One line of a pay notice item: a field (its label, or none under the item's title; a blank line
 * to fill in when `value` is null), a box, or words.
 */
export type PayNoticeLine =
  | { kind: 'field'; label: Bilingual | null; value: Bilingual | null }
  | { kind: 'check'; checked: boolean; text: Bilingual }
  | { kind: 'text'; text: Bilingual };

/** One numbered item of the LS 54, in both languages. */
export interface PayNoticeItem {
  number: number;
  title: Bilingual;
  lines: PayNoticeLine[];
}

/** New York's hire-time pay notice, filled where the offer knows the answer (docs/calculator.md#new-york-pay-notice). */
export interface PayNoticeModel {
  form: 'LS 54';
  title: Bilingual;
  law: Bilingual;
  kind: Bilingual;
  /** Items 1 to 8, the 8th the employee's acknowledgement. */
  items: PayNoticeItem[];
  /**
   * The lines under the acknowledgement: the employee's name, signature and date, the preparer,
   * then the employer's signature and date, which stand for the offer's own signature lines.
   */
  signatures: Bilingual[];
  /** The copy for the employee and the six years the employer keeps the original. */
  retention: Bilingual;
}

/** The offer's hourly rates, as the engine's `payRates` gives them. */
export interface PayNoticeRates {
  regularHourly: number;
  overtimeHourly: number;
}

const field = (label: Bilingual | null, value: Bilingual | null = null): PayNoticeLine => ({
  kind: 'field',
  label,
  value,
});
const check = (text: Bilingual, checked = false): PayNoticeLine => ({
  kind: 'check',
  checked,
  text,
});

/** "$25.00 per hour" / "$25.00 por hora". */
function hourly(dollars: number): Bilingual {
  const amount = formatUsd(dollars);
  return { en: `${amount} ${LS54.perHour.en}`, es: `${amount} ${LS54.perHour.es}` };
}

/** "Other: twice a month", in both languages. */
function other(text: Bilingual): Bilingual {
  return { en: `${LS54.other.en}: ${text.en}`, es: `${LS54.other.es}: ${text.es}` };
}

/** Item 6's boxes, the offer's pay frequency ticked (an "Other" one written in). */
function frequencyChecks(frequency: PayFrequency): PayNoticeLine[] {
  const written =
    frequency === 'semimonthly' ? LS54.semimonthly : frequency === 'monthly' ? LS54.monthly : null;
  return [
    check(LS54.weekly, frequency === 'weekly'),
    check(LS54.biweekly, frequency === 'biweekly'),
    check(written ? other(written) : LS54.other, written !== null),
  ];
}

/**
 * The bilingual LS 54 for a New York offer: the rates, the pay basis (by the hour), the pay
 * frequency and "at hiring" filled in, no allowance claimed, and blank lines for what the sheet
 * cannot know (the employer's names, addresses and phone, the payday); null for any other state.
 */
export function payNotice(
  state: StateCode,
  rates: PayNoticeRates,
  frequency: PayFrequency,
): PayNoticeModel | null {
  if (state !== 'NY') return null;
  const items: Omit<PayNoticeItem, 'number'>[] = [
    {
      title: LS54.employer,
      lines: [
        field(LS54.employerName),
        field(LS54.dba),
        field(LS54.fein),
        field(LS54.physicalAddress),
        field(LS54.mailingAddress),
        field(LS54.phone),
      ],
    },
    { title: LS54.noticeGiven, lines: [check(LS54.atHiring, true), check(LS54.beforeChange)] },
    { title: LS54.rate, lines: [field(null, hourly(rates.regularHourly))] },
    {
      title: LS54.allowances,
      lines: [LS54.none, LS54.tips, LS54.meals, LS54.lodging, LS54.other].map((text) =>
        check(text, text === LS54.none),
      ),
    },
    { title: LS54.payday, lines: [field(null)] },
    { title: LS54.payIs, lines: frequencyChecks(frequency) },
    {
      title: LS54.overtime,
      lines: [field(null, hourly(rates.overtimeHourly)), { kind: 'text', text: LS54.overtimeRule }],
    },
    {
      title: LS54.acknowledgement,
      lines: [
        { kind: 'text', text: LS54.acknowledgementText },
        { kind: 'text', text: LS54.checkOne },
        check(LS54.englishOnly),
        check(LS54.primaryLanguage),
      ],
    },
  ];
  return {
    form: 'LS 54',
    title: LS54.title,
    law: LS54.law,
    kind: LS54.kind,
    items: items.map((item, index) => ({ ...item, number: index + 1 })),
    signatures: [
      LS54.employeeName,
      LS54.employeeSignature,
      LS54.date,
      LS54.preparer,
      LS54.employerSignature,
      LS54.date,
    ],
    retention: LS54.retention,
  };
}
