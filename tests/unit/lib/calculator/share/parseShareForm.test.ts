/** @jest-environment node */
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { parseShareForm } from '@/lib/calculator/share/parseShareForm';
import { formFromShareInput, type ShareForm } from '@/lib/calculator/share/shareForm';
import { completeShareInput } from '@/lib/tax/share/defaults';

const FORM = formFromShareInput(DEFAULT_SHARE_INPUT);

function withFamily(index: number, change: Partial<ShareForm['families'][number]>): ShareForm {
  return {
    ...FORM,
    families: FORM.families.map((f, i) => (i === index ? { ...f, ...change } : f)),
  };
}

describe('parseShareForm', () => {
  it('reads the form it was written from back into the same share', () => {
    const parsed = parseShareForm(FORM, 2026);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(completeShareInput(parsed.input)).toEqual(DEFAULT_SHARE_INPUT);
  });

  it.each<[string, ShareForm, Record<string, string>]>([
    [
      'an empty shared rate',
      { ...FORM, sharedRate: '' },
      { sharedRate: 'Enter an hourly rate above $0 and up to $1,000,000.' },
    ],
    [
      'a share over 100%',
      withFamily(1, { sharePercent: '120' }),
      { 'families.1.sharePercent': 'Enter a percent from 0 to 100.' },
    ],
    [
      'shares adding up to 90%',
      withFamily(1, { sharePercent: '40' }),
      { shares: 'The shares of the shared pay must add up to 100%; they add up to 90%.' },
    ],
    [
      'more than 168 hours',
      withFamily(0, { soloHours: '130' }),
      {
        sharedHours:
          'Shared and solo hours must come to more than 0 and at most 168 a week (now 170).',
      },
    ],
    [
      'a family paying nothing',
      {
        ...withFamily(0, { sharePercent: '100' }),
        families: [
          withFamily(0, { sharePercent: '100' }).families[0]!,
          { ...FORM.families[1]!, sharePercent: '0' },
        ],
      },
      {
        'families.1.sharePercent':
          'This family pays nothing: give it a share of the shared pay or solo hours.',
      },
    ],
  ])('says what is wrong with %s', (_name, form, errors) => {
    expect(parseShareForm(form, 2026)).toEqual({ ok: false, errors });
  });

  it('takes the tax year from the paycheck date, and names a date it cannot use', () => {
    const dated = parseShareForm({ ...FORM, payDate: '2027-03-01' }, 2026);
    expect(dated.ok && [dated.input.taxYear, dated.input.payDate]).toEqual([2027, '2027-03-01']);
    expect(parseShareForm({ ...FORM, payDate: '2025-12-31' }, 2026)).toEqual({
      ok: false,
      errors: { payDate: 'Enter a paycheck date in 2026 or 2027.' },
    });
  });

  it('reads thirds typed as 33.333% as adding up to 100%', () => {
    const third = { sharePercent: '33.333' };
    const form: ShareForm = {
      ...FORM,
      families: [0, 1, 2].map((i) => ({ ...FORM.families[0]!, ...third, label: `F${i}` })),
    };
    expect(parseShareForm(form, 2026).ok).toBe(true);
  });
});
