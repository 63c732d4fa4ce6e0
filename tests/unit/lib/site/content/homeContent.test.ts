/** @jest-environment node */
import { HOME_HERO, homeHero } from '@/lib/site/content/homeContent';
import { YEAR_END_FEE_COPY, YEAR_END_FORMS_TEXT } from '@/lib/site/content/pricingContent';

describe('homeHero', () => {
  it('is the family copy, with the brand filled in, when there is no partner code', () => {
    expect(homeHero(null, 'HomePay')).toEqual({
      eyebrow: HOME_HERO.eyebrow,
      title: HOME_HERO.title,
      lead: expect.stringMatching(/^HomePay runs your household payroll/) as unknown,
      note: null,
    });
  });

  it('is the partner welcome, with the code in the eyebrow and the note, for a partner code', () => {
    const hero = homeHero('CPA-1234', 'HomePay');
    expect(hero.eyebrow).toBe('Welcome, clients of partner CPA-1234');
    expect(hero.note).toBe('Partner code CPA-1234 is applied to your sign-up automatically.');
    expect(hero.lead).toContain('works with HomePay');
    expect(Object.values(hero).join(' ')).not.toMatch(/[{}]/);
  });
});

describe('year-end fee copy', () => {
  it('states the $100 fee and the four forms it covers', () => {
    expect(YEAR_END_FORMS_TEXT).toBe('Schedule H, Form 1040, W-2 and W-3');
    expect(YEAR_END_FEE_COPY.title).toBe('Year-end tax preparation: $100');
    expect(YEAR_END_FEE_COPY.body).toContain(YEAR_END_FORMS_TEXT);
  });
});
