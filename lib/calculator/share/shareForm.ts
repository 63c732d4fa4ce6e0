import { type OvertimeSplit, type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { type StateCode } from '@/lib/tax/states';
import { type FilingStatus, type PayFrequency } from '@/lib/tax/types';
import { decimalToPercentText } from '../numberText';

/** One family's column of the share form; numbers as typed. */
export interface ShareFamilyForm {
  label: string;
  /** Percent of the shared pay as typed ("50"). */
  sharePercent: string;
  soloHours: string;
  /** Empty: the shared rate. */
  soloRate: string;
  /** The nanny's W-4 filing status with this family; empty: no federal income tax withheld. */
  w4: FilingStatus | '';
  stateWithholding: boolean;
}

/** What the share form holds: choices as engine values, numbers as the text typed. */
export interface ShareForm {
  /** The paycheck's date as the date field gives it (`YYYY-MM-DD`; empty while cleared). */
  payDate: string;
  state: StateCode;
  sharedHours: string;
  sharedRate: string;
  payFrequency: PayFrequency;
  weeksPerYear: string;
  liveIn: boolean;
  daysPerWeek: string;
  personalAttendant: boolean;
  overtimeSplit: OvertimeSplit;
  /** Where the nanny works: a locality code, or empty for none. */
  locality: string;
  /** Locality code where the nanny lives (its resident tax); empty = none of these places. */
  residence: string;
  /** An entered local rate, as percent text. */
  localRatePercent: string;
  families: ShareFamilyForm[];
}

/** Fields of the whole share that are typed. */
export type ShareNumericField =
  'sharedHours' | 'sharedRate' | 'weeksPerYear' | 'daysPerWeek' | 'localRatePercent';
/** Fields of a family that are typed. */
export type FamilyNumericField = 'sharePercent' | 'soloHours' | 'soloRate';

/**
 * One message per invalid field: a share field by name, a family's as `families.<i>.<field>`,
 * and the shares' sum as `shares`.
 */
export type ShareFieldErrors = Partial<Record<string, string>>;

/** The error key of a family's field. */
export function familyFieldKey(index: number, field: FamilyNumericField): string {
  return `families.${index}.${field}`;
}

/** A fraction as percent text without float noise: 1/3 → "33.333". */
function percentText(fraction: number): string {
  return String(Number((fraction * 100).toPrecision(6)));
}

/** The form showing a share input (the page's first state, and a shared URL's). */
export function formFromShareInput(input: CompleteNannyShareInput): ShareForm {
  return {
    payDate: input.payDate ?? '',
    state: input.state,
    sharedHours: String(input.sharedHoursPerWeek),
    sharedRate: String(input.sharedRate),
    payFrequency: input.payFrequency,
    weeksPerYear: String(input.weeksPerYear),
    liveIn: input.liveIn,
    daysPerWeek: String(input.daysPerWeek),
    personalAttendant: input.personalAttendant,
    overtimeSplit: input.overtimeSplit,
    locality: input.locality ?? '',
    residence: input.residence ?? '',
    localRatePercent: input.localRate === null ? '' : decimalToPercentText(input.localRate),
    families: input.families.map((f) => ({
      label: f.label,
      sharePercent: percentText(f.shareOfSharedPay),
      soloHours: f.soloHoursPerWeek === 0 ? '' : String(f.soloHoursPerWeek),
      soloRate: f.soloRate === input.sharedRate ? '' : String(f.soloRate),
      w4: f.federalWithholding?.filingStatus ?? '',
      stateWithholding: f.stateWithholding !== false,
    })),
  };
}

/** A new family's column: no share yet, so the shares still add up until one is typed. */
export function emptyFamilyForm(label: string): ShareFamilyForm {
  return { label, sharePercent: '0', soloHours: '', soloRate: '', w4: '', stateWithholding: false };
}
