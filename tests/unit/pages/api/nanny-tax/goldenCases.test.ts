/** @jest-environment node */
import { type NannyTaxResult } from '@/lib/tax/contract';
import { GOLDEN_CASES } from '@/lib/tax/cases/goldenCases';
import { caseMismatches } from '@/lib/tax/cases/mismatches';
import { type GoldenCase } from '@/lib/tax/cases/types';
import { type NannyShareResult } from '@/lib/tax/share/contract';
import nannyShare from '@/pages/api/nanny-share';
import nannyTax from '@/pages/api/nanny-tax';
import { fakeApi } from '../../../../support/fakeApi';

/** The case's request through its API route, as a client posts it. */
async function answer(golden: GoldenCase) {
  const { req, res, state } = fakeApi({ method: 'POST', body: JSON.stringify(golden.request) });
  await (golden.route === 'nanny-share' ? nannyShare(req, res) : nannyTax(req, res));
  return state;
}

describe('golden cases through the API', () => {
  it.each(GOLDEN_CASES.map((golden) => [golden.id, golden] as const))(
    '%s matches its hand computation to the cent',
    async (_, golden) => {
      const state = await answer(golden);
      expect([state.statusCode, state.body]).toEqual([200, expect.anything()]);
      const body = state.body as NannyTaxResult | NannyShareResult;
      expect(caseMismatches(golden, body)).toEqual([]);
    },
  );
});
