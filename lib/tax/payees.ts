import { type FilingFrequency, type PayeeKind, type PaymentCalendar } from './calendar';
import { type StateCode } from './states';
import { type Figure } from './types';

/** Lines reported on Schedule H and paid with Form 1040 (Pub 926). */
export const SCHEDULE_H_CODES: ReadonlySet<string> = new Set([
  'SOCIAL_SECURITY',
  'MEDICARE',
  'ADDITIONAL_MEDICARE',
  'FUTA',
  'FEDERAL_INCOME_TAX',
]);

/** What the calendar needs to know about the household to place a state or local line. */
export interface PayeeContext {
  readonly taxYear: number;
  readonly state: StateCode;
  readonly stateName: string;
  readonly locality: string | null;
  /** Codes paid with the state UI report (SUI, its employee share, surcharges). */
  readonly uiCodes: ReadonlySet<string>;
  readonly calendar: PaymentCalendar;
}

/** Where one state or local line is paid: a return with its dates. */
export interface Payee {
  /** Lines with the same key are paid on the same rows. */
  readonly key: string;
  readonly kind: PayeeKind;
  readonly agency: string;
  readonly form: string | null;
  readonly title: string;
  readonly frequency: FilingFrequency;
  readonly dueDates: readonly Figure<string>[];
}

const UNKNOWN_SCHEDULE =
  'The state’s household-employer schedule is not in our data: its usual quarterly dates are shown; check the agency’s own.';

/** A default payee on the usual quarterly dates, marked estimated (the schedule is not known). */
function usualQuarterly(ctx: PayeeContext, payee: Omit<Payee, 'frequency' | 'dueDates'>): Payee {
  return {
    ...payee,
    frequency: 'quarterly',
    dueDates: ctx.calendar.stateUiReports.map((d) => ({
      ...d,
      estimated: true,
      note: d.note ? `${UNKNOWN_SCHEDULE} ${d.note}` : UNKNOWN_SCHEDULE,
    })),
  };
}

function defaultPayee(code: string, label: string, ctx: PayeeContext): Payee {
  const name = ctx.stateName;
  if (ctx.uiCodes.has(code))
    return {
      key: 'default:unemployment',
      kind: 'unemployment',
      agency: `${name} unemployment insurance agency`,
      form: null,
      title: 'State unemployment report',
      frequency: 'quarterly',
      dueDates: ctx.calendar.stateUiReports,
    };
  if (code === 'STATE_INCOME_TAX')
    return usualQuarterly(ctx, {
      key: 'default:withholding',
      kind: 'withholding',
      agency: `${name} revenue department`,
      form: null,
      title: `${name} income tax withholding return`,
    });
  if (code === 'LOCAL_INCOME_TAX')
    return usualQuarterly(ctx, {
      key: 'default:local',
      kind: 'local',
      agency: 'Your city or county tax collector',
      form: null,
      title: 'Local income tax withholding return',
    });
  return usualQuarterly(ctx, {
    key: `default:program:${code}`,
    kind: 'program',
    agency: `${name} program administrator`,
    form: null,
    title: `${label} contributions`,
  });
}

/**
 * The return a state or local line is paid with: the state's known return that lists its code
 * (an unemployment surcharge goes where `SUI` goes), else the state's usual quarterly schedule.
 */
export function payeeOf(code: string, label: string, ctx: PayeeContext): Payee {
  const returns = ctx.calendar.stateReturns[ctx.state] ?? [];
  const asListed = ctx.uiCodes.has(code) ? 'SUI' : code;
  const index = returns.findIndex(
    (r) =>
      (r.codes.includes(code) || r.codes.includes(asListed)) &&
      (code !== 'LOCAL_INCOME_TAX' ||
        !r.localities ||
        (ctx.locality !== null && r.localities.includes(ctx.locality))),
  );
  const found = returns[index];
  if (!found) return defaultPayee(code, label, ctx);
  return {
    key: `${ctx.state}:${index}`,
    kind: found.kind,
    agency: found.agency,
    form: found.form,
    title: found.title,
    frequency: found.frequency,
    dueDates: found.dueDates,
  };
}
