/** @jest-environment node */
import { pageViewProperties, trackedScreenName } from '@/lib/tracking/analytics/pageView';

describe('pageViewProperties', () => {
  it('takes the tracked id, screen name, template and path from the page catalogue', () => {
    expect(pageViewProperties('nannyTaxCalculator', 'HomePay')).toEqual({
      page_id: 'hp-vhp-nanny-tax-calculator',
      screen_name: 'HomePay Nanny Tax Calculator',
      screen_template: 'tool',
      tracked_url_path: '/homepay/nanny-tax-calculator',
    });
  });

  it('names screens with the configured brand', () => {
    expect(pageViewProperties('home', 'Care Payroll').screen_name).toBe('Care Payroll Home');
    expect(trackedScreenName('Other screen', 'X')).toBe('Other screen');
  });
});
