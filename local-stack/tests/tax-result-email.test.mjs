// @ts-check
// The results e-mail's content: the brand, the family's inputs (the state by name), the summary,
// the support phone as the one next step, and HTML that escapes what the client sent.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { composeTaxResultEmail } from '../graphql/tax-result-email.mjs';
import { validateTaxCalculatorResultInput } from '../graphql/tax-result-input.mjs';
import { graphqlRequest, startTestStack } from './helpers.mjs';

const INPUT = Object.freeze({
  email: 'parent@example.com',
  resultUrl: 'https://www.example.com/app/hp-vhp/nanny-tax-calculator?state=CA&amount=25',
  taxYear: 2026,
  state: 'CA',
  payFrequency: 'biweekly',
  grossWagesAnnual: 52000,
  netPayAnnual: 47321.5,
  employeeTaxesAnnual: 4678.5,
  employerTaxesAnnual: 4979.25,
  totalEmployerCostAnnual: 56979.25,
  netPayPerPaycheck: 1820.06,
  totalEmployerCostPerPaycheck: 2191.51,
  stateName: 'California',
  payAmount: 25,
  payPer: 'hour',
  payType: 'gross',
  hoursPerWeek: 40,
  supportPhone: '(888) 273-3356',
});

describe('composeTaxResultEmail', () => {
  const { text, html } = composeTaxResultEmail(validateTaxCalculatorResultInput({ ...INPUT }));

  test('text and HTML name the brand, the state by name and what the family entered', () => {
    for (const part of [text, html]) {
      assert.ok(part.includes('HomePay'));
      assert.ok(part.includes('California'));
      assert.ok(!/\bin CA\b/.test(part), 'the state by name, not code');
      assert.ok(part.includes('$25.00 per hour, gross (before taxes)'));
      assert.ok(part.includes('Hours per week'));
      assert.match(part, /Hours per week:?(<\/td><td[^>]*>|\s+)40\b/);
      assert.ok(part.includes('every two weeks'));
    }
  });

  test('text and HTML give the summary: cost per year and per paycheck, take-home', () => {
    for (const part of [text, html]) {
      assert.match(part, /Your total cost per year:?(<\/td><td[^>]*>|\s+)\$56,979\.25/);
      assert.match(part, /Your total cost per paycheck:?(<\/td><td[^>]*>|\s+)\$2,191\.51/);
      assert.match(part, /Take-home pay per paycheck:?(<\/td><td[^>]*>|\s+)\$1,820\.06/);
    }
  });

  test('one next step: call the support phone (a tap-to-call link in HTML), then the link', () => {
    assert.ok(
      text.includes('talk to a household payroll specialist for free. Call (888) 273-3356.'),
    );
    assert.ok(html.includes('href="tel:8882733356"'));
    assert.ok(html.includes('(888) 273-3356'));
    assert.equal(text.match(/Next step/g)?.length, 1);
    assert.ok(text.includes(`See your results online: ${INPUT.resultUrl}`));
    assert.ok(html.includes(`href="${INPUT.resultUrl.replaceAll('&', '&amp;')}"`));
    assert.ok(text.includes('not tax advice') && html.includes('not tax advice'));
  });

  test('an older client (no state name, pay, hours or phone) still gets the figures', () => {
    const older = composeTaxResultEmail(
      validateTaxCalculatorResultInput({
        ...INPUT,
        stateName: null,
        payAmount: null,
        payPer: null,
        payType: null,
        hoursPerWeek: null,
        supportPhone: null,
      }),
    );
    assert.ok(older.text.includes('for an employee in CA paid every two weeks'));
    assert.ok(!older.text.includes('Next step') && !older.html.includes('tel:'));
    assert.ok(older.html.includes('$56,979.25'));
  });

  test('HTML escapes a hostile value', () => {
    const hostile = composeTaxResultEmail({
      ...validateTaxCalculatorResultInput({ ...INPUT }),
      resultUrl: 'https://x.example/?a="><script>alert(1)</script>',
      stateName: '<img src=x onerror=alert(1)>',
    });
    assert.ok(!hostile.html.includes('<script>'));
    assert.ok(!hostile.html.includes('<img'));
    assert.ok(hostile.html.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(hostile.html.includes('&quot;&gt;&lt;script&gt;'));
  });
});

describe('composeTaxResultEmail in Spanish', () => {
  const spanish = composeTaxResultEmail(
    validateTaxCalculatorResultInput({ ...INPUT, locale: 'es' }),
  );

  test('speaks Spanish from the subject to the disclaimer, with es-US money', () => {
    assert.equal(spanish.subject, 'Sus resultados de la calculadora de impuestos de niñera');
    assert.ok(spanish.html.includes('<html lang="es">'));
    for (const part of [spanish.text, spanish.html]) {
      assert.ok(part.includes('$25.00 por hora, bruto (antes de impuestos)'));
      assert.ok(part.includes('a quien se le paga cada dos semanas'));
      assert.match(part, /Su costo total por año:?(<\/td><td[^>]*>|\s+)\$56,979\.25/);
      assert.match(part, /Salario neto por período de pago:?(<\/td><td[^>]*>|\s+)\$1,820\.06/);
      assert.ok(part.includes('Vea sus resultados en línea'));
      assert.ok(part.includes('no son asesoramiento tributario'));
    }
    assert.ok(spanish.text.includes('Llame al (888) 273-3356.'));
    assert.ok(spanish.html.includes('Llame al <a href="tel:8882733356"'));
  });

  test('leaves no English label of the English e-mail', () => {
    const englishEmail = composeTaxResultEmail(validateTaxCalculatorResultInput({ ...INPUT }));
    /** @param {string} text */
    const labelsOf = (text) =>
      text
        .split('\n')
        .map((line) => line.split(':')[0]?.trim() ?? '')
        .filter((label) => /^[A-Z][a-z]/.test(label) && !['California', 'HomePay'].includes(label));
    const spanishLabels = new Set(labelsOf(spanish.text));
    const english = labelsOf(englishEmail.text);
    assert.ok(english.length > 8);
    assert.deepEqual(
      english.filter((label) => spanishLabels.has(label)),
      [],
    );
  });

  test('takes a state named in Spanish, accents and all', () => {
    const { text } = composeTaxResultEmail(
      validateTaxCalculatorResultInput({
        ...INPUT,
        state: 'NM',
        stateName: 'Nuevo México',
        locale: 'es',
      }),
    );
    assert.ok(text.includes('en Nuevo México'));
  });

  test('English is the default, and an empty locale is English', () => {
    for (const locale of [undefined, null, '', ' EN ']) {
      const { subject } = composeTaxResultEmail(
        validateTaxCalculatorResultInput({ ...INPUT, locale }),
      );
      assert.equal(subject, 'Your nanny tax calculator results');
    }
  });
});

describe('validateTaxCalculatorResultInput, the e-mail details', () => {
  test('names each invalid optional field', () => {
    assert.throws(
      () =>
        validateTaxCalculatorResultInput({
          ...INPUT,
          stateName: '<b>California</b>',
          payAmount: -5,
          payPer: 'fortnight',
          payType: 'both',
          hoursPerWeek: 200,
          supportPhone: 'call me',
          locale: 'fr',
        }),
      (error) => {
        assert.ok(error instanceof Error);
        const { invalidFields } = /** @type {{ extensions: { invalidFields: string[] } }} */ (
          /** @type {unknown} */ (error)
        ).extensions;
        assert.deepEqual(invalidFields, [
          'stateName',
          'payAmount',
          'payPer',
          'payType',
          'hoursPerWeek',
          'supportPhone',
          'locale',
        ]);
        return true;
      },
    );
  });
});

describe('taxCalculatorResultSend with the e-mail details', () => {
  /** @type {Awaited<ReturnType<typeof startTestStack>>} */
  let stack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack.cleanup();
  });

  test('the schema takes the optional fields and the sent e-mail shows them', async () => {
    const { status, body } = await graphqlRequest(stack.graphqlUrl, {
      query: `mutation Send($input: TaxCalculatorResultInput!) {
        taxCalculatorResultSend(input: $input) { sent }
      }`,
      variables: { input: INPUT },
    });
    assert.equal(status, 200);
    assert.equal(body.data.taxCalculatorResultSend.sent, true);
    const [file = ''] = await readdir(stack.outboxDir);
    // Quoted-printable soft line breaks removed: enough to find the words.
    const raw = (await readFile(join(stack.outboxDir, file), 'utf8')).replace(/=\r\n/g, '');
    for (const words of ['California', 'Hours per week', '(888) 273-3356']) {
      assert.ok(raw.includes(words), words);
    }
  });
});
