/** @jest-environment node */
import { type NannyTaxResult } from '@/lib/tax/contract';
import { type NannyShareResult } from '@/lib/tax/share/contract';
import nannyShare from '@/pages/api/nanny-share';
import nannyTax from '@/pages/api/nanny-tax';
import { fakeApi } from '../../../support/fakeApi';

const TAX = {
  taxYear: 2026,
  state: 'NY',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
};

const SHARE = {
  taxYear: 2026,
  state: 'TX',
  payFrequency: 'weekly',
  weeksPerYear: 52,
  sharedHoursPerWeek: 40,
  sharedRate: 30,
  families: [
    { label: 'The Lees', shareOfSharedPay: 0.5, soloHoursPerWeek: 5, soloRate: 20 },
    { shareOfSharedPay: 0.5 },
  ],
};

async function post(handler: typeof nannyTax, body: unknown) {
  const { req, res, state } = fakeApi({ method: 'POST', body: JSON.stringify(body) });
  await handler(req, res);
  return state;
}

const errorsOf = (body: unknown) =>
  (body as { errors: { field: string; message: string }[] }).errors;

describe('the calculation APIs’ locale', () => {
  it('answers in English without a locale, and the same with "en"', async () => {
    const plain = await post(nannyTax, TAX);
    const english = await post(nannyTax, { ...TAX, locale: 'en' });
    expect(plain.statusCode).toBe(200);
    expect(english.body).toEqual(plain.body);
    const overtime = (plain.body as NannyTaxResult).warnings.find(
      (w) => w.code === 'OVERTIME_APPLIED',
    );
    expect(overtime?.message).toMatch(/^Overtime included: 5 hours a week/);
  });

  it('gives the same amounts with the warnings, line names and notes in Spanish for "es"', async () => {
    const english = (await post(nannyTax, TAX)).body as NannyTaxResult;
    const state = await post(nannyTax, { ...TAX, locale: 'es' });
    expect(state.statusCode).toBe(200);
    const spanish = state.body as NannyTaxResult;
    expect(spanish.annual).toEqual(english.annual);
    expect(spanish.warnings.map((w) => w.code)).toEqual(english.warnings.map((w) => w.code));
    const overtime = spanish.warnings.find((w) => w.code === 'OVERTIME_APPLIED');
    expect(overtime?.message).toMatch(/^Se incluyen horas extras: 5 horas por semana/);
    expect(spanish.lineItems.map((l) => l.label)).toContain('Seguro Social, parte del empleado');
    expect(spanish.yearView.note).toMatch(/^Los salarios se reparten/);
  });

  it('answers a share in Spanish, the share’s and each family’s warnings', async () => {
    const state = await post(nannyShare, { ...SHARE, locale: 'es' });
    expect(state.statusCode).toBe(200);
    const result = state.body as NannyShareResult;
    const split = result.warnings.find((w) => w.code === 'SHARE_OVERTIME_SPLIT');
    expect(split?.message).toMatch(/^Las familias son empleadores conjuntos/);
    expect(split?.message).toContain('The Lees');
    const family = result.families[0]?.warnings.find((w) => w.code === 'FUTA_OWED');
    expect(family?.message).toMatch(/^Se debe el impuesto federal para el desempleo \(FUTA\)/);
  });

  it.each([['fr'], ['ES'], [''], [null], [1], [['es']]])(
    'answers 400 naming the field locale for %p, with the other fields’ errors',
    async (locale) => {
      for (const [handler, body] of [
        [nannyTax, TAX],
        [nannyShare, SHARE],
      ] as const) {
        const state = await post(handler, { ...body, locale, hoursPerWeek: -1 });
        expect(state.statusCode).toBe(400);
        const errors = errorsOf(state.body);
        expect(errors[0]).toEqual({ field: 'locale', message: 'must be "en" or "es"' });
        expect(errors.map((e) => e.field)).toContain('hoursPerWeek');
      }
    },
  );

  it('answers a 400 in Spanish for "es", the fields keeping their names', async () => {
    const state = await post(nannyTax, { ...TAX, locale: 'es', hoursPerWeek: 500, extra: 1 });
    expect(state.statusCode).toBe(400);
    expect(errorsOf(state.body)).toEqual(
      expect.arrayContaining([
        { field: 'hoursPerWeek', message: 'debe ser un número de 1 a 168' },
        { field: 'extra', message: 'no es un campo reconocido' },
      ]),
    );
    const share = await post(nannyShare, { ...SHARE, locale: 'es', sharedRate: 0 });
    expect(errorsOf(share.body)).toEqual([
      {
        field: 'sharedRate',
        message: 'debe ser una tarifa por hora mayor que 0 y de 1,000,000 como máximo',
      },
    ]);
  });
});
