import { completeShareInput } from '@/lib/tax/share/defaults';
import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { payDateSchema, settlePayDate } from '@/lib/tax/payDate';
import { parseNannyShareRequest } from '@/lib/tax/share/request';
import { type QueryParams } from '@/lib/calculator/url/query';
import { DEFAULT_SHARE_INPUT } from '../defaultShare';
import { FAMILY_PREFIXES } from './toShareQuery';

/**
 * Share calculator inputs in the page URL, e.g.
 * `?state=TX&hours=40&rate=30&frequency=weekly&aShare=0.5&bShare=0.5`.
 *
 * | param                 | field                                   |
 * |-----------------------|-----------------------------------------|
 * | date                  | payDate (the tax year is its year)      |
 * | year, state           | taxYear (when no date), state           |
 * | hours, rate           | sharedHoursPerWeek, sharedRate          |
 * | frequency, weeks      | payFrequency, weeksPerYear              |
 * | liveIn, days, attendant | liveIn, daysPerWeek, personalAttendant (1/0) |
 * | split                 | overtimeSplit (pay, hours)              |
 * | locality, res, lrate  | locality, livesInLocality (0), localRate |
 * | home                  | residence (a code, or `none`; absent: from locality and res) |
 * | aShare, bShare, cShare | families[i].shareOfSharedPay (a family is there when its share is) |
 * | aLabel, aSolo, aSoloRate | label, soloHoursPerWeek, soloRate     |
 * | aW4, aSit, aRel       | federalWithholding.filingStatus, stateWithholding (1), employeeRelationship |
 *
 * The whole query is checked by the API's own validation; a query it refuses gives the default
 * example (a share's fields depend on each other, so one cannot fall back alone). Without a
 * `date`, the server's `today` settles the pay date as the API does (docs/tax.md#pay-date).
 */
export function fromShareQuery(params: QueryParams, today?: string): CompleteNannyShareInput {
  const raw = (name: string): string | undefined => {
    if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
    const value = params[name];
    return typeof value === 'string' ? value : value?.[0];
  };
  const num = (name: string) => {
    const text = raw(name);
    return text === undefined || text.trim() === '' ? undefined : Number(text);
  };
  const flag = (name: string) => {
    const text = raw(name);
    return text === undefined ? undefined : text === '1' || text === 'true';
  };
  const families = FAMILY_PREFIXES.filter((p) => raw(`${p}Share`) !== undefined).map((p) => {
    const w4 = raw(`${p}W4`);
    return {
      label: raw(`${p}Label`),
      shareOfSharedPay: num(`${p}Share`),
      soloHoursPerWeek: num(`${p}Solo`),
      soloRate: num(`${p}SoloRate`),
      federalWithholding: w4 ? { filingStatus: w4 } : null,
      stateWithholding: flag(`${p}Sit`),
      employeeRelationship: raw(`${p}Rel`),
    };
  });
  const parsed = parseNannyShareRequest(
    JSON.parse(
      JSON.stringify({
        // A date names its own year: an old link's `year` beside it is not read.
        ...(raw('date') === undefined
          ? { taxYear: num('year') ?? (today ? undefined : DEFAULT_SHARE_INPUT.taxYear) }
          : { payDate: raw('date') }),
        state: raw('state'),
        locality: raw('locality'),
        livesInLocality: flag('res'),
        residence: raw('home')?.toLowerCase() === 'none' ? null : raw('home'),
        localRate: num('lrate'),
        payFrequency: raw('frequency'),
        weeksPerYear: num('weeks'),
        liveIn: flag('liveIn'),
        daysPerWeek: num('days'),
        personalAttendant: flag('attendant'),
        sharedHoursPerWeek: num('hours'),
        sharedRate: num('rate'),
        overtimeSplit: raw('split'),
        families,
      }),
    ) as unknown,
    today,
  );
  if (!parsed.ok) return exampleOn(raw('date'), today);
  try {
    return completeShareInput(parsed.input);
  } catch {
    return exampleOn(raw('date'), today);
  }
}

/** The default example, for the link's paycheck date if valid, else today where known. */
function exampleOn(date: string | undefined, today: string | undefined): CompleteNannyShareInput {
  const payDate = payDateSchema.safeParse(date);
  const settled = settlePayDate(payDate.success ? { payDate: payDate.data } : {}, today);
  return settled.ok ? { ...DEFAULT_SHARE_INPUT, ...settled.value } : DEFAULT_SHARE_INPUT;
}
