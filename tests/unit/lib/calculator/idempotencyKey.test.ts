/** @jest-environment node */
import { createSubmissionKeys, randomKey } from '@/lib/calculator/idempotencyKey';
import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';

const INPUT: TaxCalculatorResultInput = {
  email: 'family@example.com',
  resultUrl: 'http://localhost:3000/app/hp-vhp/nanny-tax-calculator?state=TX',
  taxYear: 2026,
  state: 'TX',
  payFrequency: 'weekly',
  grossWagesAnnual: 52_000,
  netPayAnnual: 48_022,
  employeeTaxesAnnual: 3_978,
  employerTaxesAnnual: 4_398,
  totalEmployerCostAnnual: 56_398,
  netPayPerPaycheck: 923.5,
  totalEmployerCostPerPaycheck: 1_084.58,
};

describe('randomKey', () => {
  it('gives 128 random bits as 32 hex digits, a new one each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => randomKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('createSubmissionKeys', () => {
  it('reuses the key when the same input is sent again, and makes a new one when it changes', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-${(n += 1)}`);
    expect(keys.keyFor(INPUT)).toBe('key-1');
    expect(keys.keyFor({ ...INPUT })).toBe('key-1');
    expect(keys.keyFor({ ...INPUT, email: 'other@example.com' })).toBe('key-2');
    expect(keys.keyFor({ ...INPUT, email: 'other@example.com', netPayAnnual: 1 })).toBe('key-3');
    // Back to the first input: a new submission, so a new key.
    expect(keys.keyFor(INPUT)).toBe('key-4');
  });
});
