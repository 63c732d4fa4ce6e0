/** @jest-environment node */
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import * as english from '@/lib/calculator/share/shareEngine';
import { formFromShareInput, type ShareForm } from '@/lib/calculator/share/shareForm';
import * as spanish from '@/lib/calculator/share/spanishShareEngine';
import { formatUsd } from '@/lib/tax/money';
import { completeShareInput } from '@/lib/tax/share/defaults';

const FORM = formFromShareInput(DEFAULT_SHARE_INPUT);

/** Two Washington families sharing a nanny at $20 an hour in Seattle, under its minimum. */
const SEATTLE = completeShareInput({
  taxYear: 2026,
  payDate: '2026-06-01',
  state: 'WA',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 20,
  locality: 'WA-SEATTLE',
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
});

function withFamily(index: number, change: Partial<ShareForm['families'][number]>): ShareForm {
  return {
    ...FORM,
    families: FORM.families.map((f, i) => (i === index ? { ...f, ...change } : f)),
  };
}

describe('the Spanish share engine', () => {
  it('computes the same split, with the families’ default names and the summary in Spanish', () => {
    const en = english.calculateShare(DEFAULT_SHARE_INPUT);
    const es = spanish.calculateShare(DEFAULT_SHARE_INPUT);
    expect(es.result.nanny).toEqual(en.result.nanny);
    expect(es.result.families.map((f) => f.label)).toEqual(['Familia A', 'Familia B']);
    expect(es.form.families.map((f) => f.label)).toEqual(['Familia A', 'Familia B']);
    const [a] = es.result.families;
    expect(es.summary[0]).toBe(
      `Familia A paga ${formatUsd(a?.week.grossPay ?? 0)} por semana en salarios y ${formatUsd(a?.annual.employerTaxes ?? 0)} al año en impuestos como empleador, ${formatUsd(a?.annual.totalEmployerCost ?? 0)} al año en total.`,
    );
    expect(es.summary[2]).toBe(
      `Su niñera recibe ${formatUsd(es.result.nanny.perPaycheck.netPay)} netos por semana de Familia A y Familia B juntas (${formatUsd(es.result.nanny.annual.netPay)} al año).`,
    );
  });

  it('keeps default names out of the URL, so either language names the families its own way', () => {
    expect(spanish.calculateShare(DEFAULT_SHARE_INPUT).search).toBe(
      english.calculateShare(DEFAULT_SHARE_INPUT).search,
    );
    expect(spanish.calculateShare(DEFAULT_SHARE_INPUT).search).not.toMatch(/Label/);
    const named = completeShareInput({
      ...DEFAULT_SHARE_INPUT,
      families: [{ label: 'Los García', shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
    });
    expect(spanish.calculateShare(named).result.families[0]?.label).toBe('Los García');
    expect(spanish.calculateShare(named).search).toContain('aLabel=Los+Garc');
  });

  it('words every warning in Spanish, with the same codes as in English', () => {
    const en = english.calculateShare(SEATTLE);
    const es = spanish.calculateShare(SEATTLE);
    const codes = (warnings: readonly { code: string }[]) => warnings.map((w) => w.code);
    expect(codes(es.result.warnings)).toEqual(codes(en.result.warnings));
    expect(codes(es.result.warnings)).toContain('BELOW_LOCAL_MINIMUM_WAGE');
    const messages = [...es.result.warnings, ...es.result.families.flatMap((f) => f.warnings)].map(
      (w) => w.message,
    );
    expect(messages.join('\n')).toMatch(/salario mínimo de Seattle/);
    expect(messages.join('\n')).not.toMatch(/minimum wage|employer/i);
    expect(es.payFloor).toMatchObject({ place: 'Seattle', minimumLabel: '$21.30' });
  });

  it.each<[string, ShareForm, Record<string, string>]>([
    [
      'an empty shared rate',
      { ...FORM, sharedRate: '' },
      { sharedRate: 'Escriba una tarifa por hora de más de $0 y hasta $1,000,000.' },
    ],
    [
      'a decimal comma',
      { ...FORM, sharedRate: '20,50' },
      { sharedRate: 'Use un punto para los centavos: 20.50.' },
    ],
    [
      'shares adding up to 90%',
      withFamily(1, { sharePercent: '40' }),
      { shares: 'Las partes del pago compartido deben sumar 100%; ahora suman 90%.' },
    ],
    [
      'more than 168 hours',
      withFamily(0, { soloHours: '130' }),
      {
        sharedHours:
          'Las horas compartidas y las horas con una sola familia deben sumar más de 0 y como máximo 168 por semana (ahora 170).',
      },
    ],
    [
      'a pay date outside the supported years',
      { ...FORM, payDate: '2019-01-01' },
      { payDate: 'Escriba una fecha de pago de 2026 o 2027.' },
    ],
  ])('says what is wrong with %s in Spanish', (_name, form, errors) => {
    expect(spanish.checkForm(form, 2026).errors).toEqual(errors);
  });

  it('names a family left without a name by its Spanish default', () => {
    const check = spanish.checkForm(withFamily(1, { label: ' ' }), 2026);
    expect(check.calculation?.result.families[1]?.label).toBe('Familia B');
  });
});
