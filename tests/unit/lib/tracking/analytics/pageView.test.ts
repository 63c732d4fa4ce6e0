/** @jest-environment node */
import { pageViewProperties, trackedScreenName } from '@/lib/tracking/analytics/pageView';

describe('pageViewProperties', () => {
  it('takes the tracked id, screen name, template and path from the page catalogue', () => {
    expect(pageViewProperties({ pageKey: 'nannyTaxCalculator', locale: 'en' }, 'HomePay')).toEqual({
      page_language: 'en',
      page_id: 'hp-vhp-nanny-tax-calculator',
      screen_name: 'HomePay Nanny Tax Calculator',
      screen_template: 'tool',
      tracked_url_path: '/homepay/nanny-tax-calculator',
    });
  });

  it('carries the page’s language, the same page ids in either', () => {
    const spanish = pageViewProperties({ pageKey: 'caregivers', locale: 'es' }, 'HomePay');
    expect(spanish.page_language).toBe('es');
    expect(spanish.page_id).toBe('hp-vhp-caregivers');
  });

  it('names screens with the configured brand', () => {
    expect(pageViewProperties({ pageKey: 'home', locale: 'en' }, 'Care Payroll').screen_name).toBe(
      'Care Payroll Home',
    );
    expect(trackedScreenName('Other screen', 'X')).toBe('Other screen');
  });
});
