/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_CASES } from '@/lib/tax/cases/goldenCases';
import { CASE_FAMILIES, type GoldenCase, type NannyTaxCase } from '@/lib/tax/cases/types';
import { STATE_CODES } from '@/lib/tax/states';

const taxCases = GOLDEN_CASES.filter((c): c is NannyTaxCase => c.route === 'nanny-tax');
const ofFamily = (family: GoldenCase['family']) => GOLDEN_CASES.filter((c) => c.family === family);
const lineCodes = (cases: readonly NannyTaxCase[]) =>
  new Set(cases.flatMap((c) => (c.expected.lineItems ?? []).map((l) => l.code)));

describe('golden cases', () => {
  it('has at least 300 cases with unique ids', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(GOLDEN_CASES.map((c) => c.id)).size).toBe(GOLDEN_CASES.length);
  });

  it.each(GOLDEN_CASES.map((c) => [c.id, c] as const))(
    '%s names its source and writes out its computation',
    (_, golden) => {
      expect(golden.source.document.trim().length).toBeGreaterThan(10);
      expect(golden.source.method.trim().length).toBeGreaterThan(10);
      expect(golden.source.computation).toMatch(/\d/);
      expect(golden.source.computation).toMatch(/[×÷=−+→]/);
    },
  );

  it('expects at least one figure in every case', () => {
    const empty = GOLDEN_CASES.filter((c) => JSON.stringify(c.expected).match(/\d/) === null);
    expect(empty.map((c) => c.id)).toEqual([]);
  });

  it('covers all 51 jurisdictions, in 2026 and in 2027', () => {
    expect(new Set(ofFamily('fica-futa').map((c) => c.request.state))).toEqual(
      new Set(STATE_CODES),
    );
    const in2027 = GOLDEN_CASES.filter((c) => c.request.taxYear === 2027);
    expect(new Set(in2027.map((c) => c.request.state))).toEqual(new Set(STATE_CODES));
  });

  it.each([
    ['fica-futa', 102],
    ['state-ui', 33],
    ['state-program', 28],
    ['state-withholding', 46],
    ['net-to-gross', 18],
    ['overtime', 24],
    ['local-tax', 11],
    ['nanny-share', 4],
    ['tax-year-2027', 51],
  ] as const)('has the %s family (at least %d cases)', (family, atLeast) => {
    expect(CASE_FAMILIES).toContain(family);
    expect(ofFamily(family).length).toBeGreaterThanOrEqual(atLeast);
  });

  it('covers each state program', () => {
    const programs = taxCases.filter((c) => c.family === 'state-program');
    expect([...lineCodes(programs)].sort()).toEqual(
      [
        'CA_SDI',
        'CO_FAMLI',
        'CT_PAID_LEAVE',
        'DC_PAID_LEAVE',
        'HI_TDI',
        'MA_PFML',
        'ME_PFML',
        'MN_PAID_LEAVE',
        'NJ_FLI',
        'NJ_TDI',
        'NY_DBL',
        'NY_PFL',
        'OR_PAID_LEAVE',
        'RI_TDI',
        'VT_CHILD_CARE',
        'WA_CARES',
        'WA_PFML',
      ].sort(),
    );
  });

  it('covers net to gross, live-in overtime and the local taxes', () => {
    expect(taxCases.filter((c) => c.request.pay.type === 'net').length).toBeGreaterThanOrEqual(18);
    const overtime = taxCases.filter((c) => c.family === 'overtime');
    expect(overtime.filter((c) => c.request.liveIn).map((c) => c.request.state)).toEqual(
      expect.arrayContaining(['NY', 'CA', 'OR', 'MN', 'TX']),
    );
    const places = taxCases.flatMap((c) => (c.request.locality ? [c.request.locality] : []));
    for (const place of ['NY-YONKERS', 'PA-PHILADELPHIA', 'PA-EIT', 'OH-MUNI']) {
      expect(places).toContain(place);
    }
    expect(places.some((p) => p.startsWith('MD-'))).toBe(true);
    expect(places.some((p) => p.startsWith('IN-'))).toBe(true);
  });

  it('takes no figure from the tax data or the engine: lib/tax/cases imports neither', () => {
    const folder = join(process.cwd(), 'lib/tax/cases');
    const allowed = /^(\.\/|\.\.\/(contract|states|types|taxYear|money|share\/contract)$)/;
    const imports = readdirSync(folder).flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (m) => `${file}: ${m[1] ?? ''}`,
      ),
    );
    expect(imports.filter((line) => !allowed.test(line.split(': ')[1] ?? ''))).toEqual([]);
  });
});
