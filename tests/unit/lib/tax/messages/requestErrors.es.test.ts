/** @jest-environment node */
import { requestErrorsEs, requestMessageEs } from '@/lib/tax/messages/requestErrors.es';
import { parseNannyTaxRequest, type RequestError } from '@/lib/tax/request';
import { parseNannyShareRequest } from '@/lib/tax/share/request';

const TAX = {
  state: 'TX',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};
const SHARE = {
  state: 'TX',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 30,
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
};
const W4 = { filingStatus: 'x', multipleJobs: 'x', dependentsCredit: -1, otherIncome: -1 };
const STATE_W4 = { filingStatus: 'x', allowances: -1, additionalWithholding: -1 };

/** Bodies that between them break every field's rule, each rule at least once. */
const TAX_BODIES: readonly unknown[] = [
  { ...TAX, taxYear: 1999, payDate: 'soon', state: 'XX', hoursPerWeek: 0, weeksPerYear: 0 },
  { ...TAX, pay: { amount: 0.001, per: 'day', type: 'both' }, payFrequency: 'daily', extra: 1 },
  { ...TAX, pay: 'x', liveIn: 'x', householdEmployees: 0, suiRate: 1, daysPerWeek: 0 },
  { ...TAX, pay: { amount: -1 }, federalWithholding: W4, stateWithholding: STATE_W4 },
  { ...TAX, federalWithholding: { filingStatus: 'single', deductions: -1, extraWithholding: -1 } },
  { ...TAX, federalWithholding: 'x', stateWithholding: 'x', family: 'x' },
  { ...TAX, family: { filingStatus: 'x', agi: -1, childrenUnder13: -1, dependentCareFsa: -1 } },
  { ...TAX, employeeRelationship: 'cousin', locality: 'NY-NYC', localRate: 1 },
  { ...TAX, state: 'OH', locality: 'OH-MUNI' },
  { ...TAX, state: 'NY', locality: 'NY-NYC', residence: 'TX-NOWHERE' },
  { ...TAX, taxYear: 2026, payDate: '2027-03-01' },
  [],
];

const SHARE_BODIES: readonly Record<string, unknown>[] = [
  { ...SHARE, sharedRate: 0, overtimeSplit: 'x', locality: 5, localRate: 1 },
  { ...SHARE, families: [{ label: 'x'.repeat(41), shareOfSharedPay: 2, soloHoursPerWeek: 200 }] },
  { ...SHARE, families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.6 }] },
  { ...SHARE, families: [{ shareOfSharedPay: 1 }, { shareOfSharedPay: 0 }] },
  { ...SHARE, families: [{ shareOfSharedPay: 0.5, soloRate: 0 }, 'x'], residence: 5 },
  {
    ...SHARE,
    sharedHoursPerWeek: 168,
    families: [{ shareOfSharedPay: 1, soloHoursPerWeek: 1 }, { shareOfSharedPay: 0 }],
  },
];

function errorsOf(result: { ok: true } | { ok: false; errors: RequestError[] }): RequestError[] {
  return result.ok ? [] : result.errors;
}

const messages = [
  ...TAX_BODIES.flatMap((body) => errorsOf(parseNannyTaxRequest(body, '2026-06-01'))),
  ...SHARE_BODIES.flatMap((body) => errorsOf(parseNannyShareRequest(body, '2026-06-01'))),
].map((e) => e.message);

describe('requestMessageEs', () => {
  it('meets many of the rules’ messages in these bodies', () => {
    expect(new Set(messages).size).toBeGreaterThan(30);
  });

  it.each([...new Set(messages)])('has Spanish for "%s"', (english) => {
    expect(requestMessageEs(english)).not.toBe(english);
    expect(requestMessageEs(english)).not.toMatch(/\bmust\b/);
  });

  it('keeps the numbers a message carries', () => {
    expect(requestMessageEs('must fall in taxYear (2026)')).toBe('debe caer en taxYear (2026)');
  });

  it('keeps the fields’ names and leaves an unknown message in English', () => {
    expect(requestErrorsEs([{ field: 'pay.amount', message: 'Something new.' }])).toEqual([
      { field: 'pay.amount', message: 'Something new.' },
    ]);
  });
});
