/** @jest-environment node */
import { PARTNER_WELCOME, partnerText } from '@/lib/site/content/partnerContent';
import { FAMILY_FAQ } from '@/lib/site/content/faqContent';

describe('partnerText', () => {
  it('fills the partner code and brand, literally', () => {
    expect(partnerText(PARTNER_WELCOME.eyebrow, 'CPA-1234', 'HomePay')).toBe(
      'Welcome, clients of partner CPA-1234',
    );
    expect(partnerText('{brand} {code}', '$&', '$1')).toBe('$1 $&');
  });

  it('leaves no placeholder in any partner string', () => {
    for (const text of Object.values(PARTNER_WELCOME)) {
      expect(partnerText(text, 'CPA-1', 'HomePay')).not.toMatch(/[{}]/);
    }
  });
});

describe('FAMILY_FAQ', () => {
  it('asks 5 to 7 questions with unique ids, and states the $100 year-end fee', () => {
    expect(FAMILY_FAQ.length).toBeGreaterThanOrEqual(5);
    expect(FAMILY_FAQ.length).toBeLessThanOrEqual(7);
    expect(new Set(FAMILY_FAQ.map((entry) => entry.id)).size).toBe(FAMILY_FAQ.length);
    expect(FAMILY_FAQ.find((entry) => entry.id === 'cost')?.answer).toContain(
      '$100, covering your Schedule H, Form 1040, W-2 and W-3 forms',
    );
  });
});
