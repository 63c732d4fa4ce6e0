import { BASE_URL } from './support/origin';
import { expect, test } from './support/fixtures';

/**
 * The calculation APIs through the real server: the answer's language follows the body's
 * `locale` (docs/tax.md#answer-language). Plain HTTP, so the desktop project alone runs it.
 */
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
});

const TAX = {
  taxYear: 2026,
  state: 'NY',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
};

const SHARE = {
  taxYear: 2026,
  state: 'CA',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 45,
  sharedRate: 30,
  families: [{ label: 'The Lees', shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
};

interface Answer {
  annual?: unknown;
  warnings?: { code: string; message: string }[];
  errors?: { field: string; message: string }[];
}

test.describe('the calculation APIs’ locale', () => {
  test('POST /api/nanny-tax answers in Spanish for "es", the same amounts as in English', async ({
    request,
  }) => {
    const english = await request.post(`${BASE_URL}/api/nanny-tax`, { data: TAX });
    const spanish = await request.post(`${BASE_URL}/api/nanny-tax`, {
      data: { ...TAX, locale: 'es' },
    });
    expect(english.status()).toBe(200);
    expect(spanish.status()).toBe(200);
    const en = (await english.json()) as Answer;
    const es = (await spanish.json()) as Answer;
    expect(es.annual).toEqual(en.annual);
    expect(es.warnings?.map((w) => w.code)).toEqual(en.warnings?.map((w) => w.code));
    const overtime = (a: Answer) => a.warnings?.find((w) => w.code === 'OVERTIME_APPLIED')?.message;
    expect(overtime(en)).toMatch(/^Overtime included: 5 hours a week/);
    expect(overtime(es)).toMatch(/^Se incluyen horas extras: 5 horas por semana/);
  });

  test('POST /api/nanny-share answers in Spanish for "es"', async ({ request }) => {
    const response = await request.post(`${BASE_URL}/api/nanny-share`, {
      data: { ...SHARE, locale: 'es' },
    });
    expect(response.status()).toBe(200);
    const { warnings } = (await response.json()) as Answer;
    const split = warnings?.find((w) => w.code === 'SHARE_OVERTIME_SPLIT');
    expect(split?.message).toMatch(/^Las familias son empleadores conjuntos/);
  });

  test('an unknown locale is a 400 naming the field locale, on both APIs', async ({ request }) => {
    for (const [path, body] of [
      ['/api/nanny-tax', TAX],
      ['/api/nanny-share', SHARE],
    ] as const) {
      const response = await request.post(`${BASE_URL}${path}`, {
        data: { ...body, locale: 'fr' },
      });
      expect(response.status(), path).toBe(400);
      const { errors } = (await response.json()) as Answer;
      expect(errors, path).toEqual([{ field: 'locale', message: 'must be "en" or "es"' }]);
    }
  });

  test('a 400 is in Spanish for "es"', async ({ request }) => {
    const response = await request.post(`${BASE_URL}/api/nanny-tax`, {
      data: { ...TAX, locale: 'es', hoursPerWeek: 500 },
    });
    expect(response.status()).toBe(400);
    const { errors } = (await response.json()) as Answer;
    expect(errors).toEqual([{ field: 'hoursPerWeek', message: 'debe ser un número de 1 a 168' }]);
  });
});
