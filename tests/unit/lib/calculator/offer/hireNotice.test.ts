/** @jest-environment node */
import { calculate } from '@/lib/calculator/calculatorEngine';
import { HIRE_NOTICE_RULES, hireNoticeFor } from '@/lib/calculator/offer/hireNotice';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { citationOf } from '@/lib/tax/citation';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type StateCode } from '@/lib/tax/states';

const NO_TIME_OFF = { ptoDays: null, sickHours: null };
const TODAY = '2026-11-26';

function offerIn(state: StateCode) {
  return offerSheet(calculate({ ...DEFAULT_NANNY_TAX_INPUT, state }), NO_TIME_OFF, TODAY);
}

describe('hireNoticeFor', () => {
  it.each([
    ['CA', /§2810\.5/, /workers’ compensation carrier/],
    ['MA', /c\. 149 §190/, /16 hours a week or more, a written agreement/],
    ['DC', /§32-1008/, /primary language/],
  ] as const)('names %s’s rule: the law, what it asks, the form', (state, law, requires) => {
    const offer = offerIn(state);
    expect(offer.hireNotice?.law).toMatch(law);
    expect(offer.hireNotice?.requires).toMatch(requires);
    expect(offer.hireNotice?.form).not.toBe('');
    expect(offer.payNotice).toBeNull();
    const note = offer.footnotes.find((n) => n.cites === 'hireNotice');
    expect(note?.url).toMatch(/^https:\/\//);
    expect(note?.text).toMatch(law);
  });

  it.each(['TX', 'FL', 'WA', 'NJ'] as const)(
    'says nothing in %s, which has no rule here',
    (state) => {
      expect(hireNoticeFor(state)).toBeNull();
      const offer = offerIn(state);
      expect(offer.hireNotice).toBeNull();
      expect(offer.payNotice).toBeNull();
      expect(offer.footnotes.some((n) => n.cites === 'hireNotice')).toBe(false);
    },
  );

  it('cites a statute or agency web address and a date for every rule', () => {
    for (const rule of Object.values(HIRE_NOTICE_RULES)) {
      const citation = citationOf(rule);
      expect(citation.urls).toHaveLength(1);
      expect(citation.urls[0]).toMatch(/\.(gov|us)\//);
      expect(citation.text).not.toMatch(/https?:/);
      expect(rule.asOf).toMatch(/^\d{4}(-\d{2}){0,2}$/);
      expect(rule.value.requires).toMatch(/\.$/);
    }
  });
});
