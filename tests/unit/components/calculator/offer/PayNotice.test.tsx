import { screen, within } from '@testing-library/react';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type StateCode } from '@/lib/tax/states';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../../support/renderWithProviders';

/** The sheet for a nanny at $25 an hour in a state. */
function renderSheet(state: StateCode) {
  const input = {
    ...DEFAULT_NANNY_TAX_INPUT,
    state,
    pay: { amount: 25, per: 'hour' as const, type: 'gross' as const },
  };
  const offer = offerSheet(calculate(input), { ptoDays: null, sickHours: null }, '2026-11-26');
  const props = { ...pagePropsFixture('nannyOfferSheet'), offer, text: OFFER_PAGE_TEXT.en };
  return renderWithProviders(<NannyOfferSheetView {...props} />, { pageProps: props });
}

describe('PayNotice', () => {
  it('sets every LS 54 item in an English and a Spanish column, each marked with its language', () => {
    const { container } = renderSheet('NY');
    const notice = screen.getByRole('region', {
      name: /Notice and Acknowledgement of Pay Rate and Payday/,
    });
    const rows = container.querySelectorAll('[data-pay-notice-item]');
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const cells = row.querySelectorAll('td');
      expect([...cells].map((cell) => cell.getAttribute('lang'))).toEqual(['en', 'es']);
    }
    const [en, es] = within(notice).getAllByRole('columnheader');
    expect(en).toHaveAttribute('lang', 'en');
    expect(es).toHaveAttribute('lang', 'es');
    expect(rows[2]?.querySelector('[lang="es"]')).toHaveTextContent('$25.00 por hora');
    expect(rows[6]?.querySelector('[lang="en"]')).toHaveTextContent('$37.50 per hour');
  });

  it('ends with the acknowledgement lines and the six-year rule, and cites §195(1)', () => {
    const { container } = renderSheet('NY');
    const signatures = container.querySelector('[data-pay-notice-signatures]') as HTMLElement;
    expect(within(signatures).getByText('Employee Signature')).toBeInTheDocument();
    expect(within(signatures).getByText('Firma del empleado')).toHaveAttribute('lang', 'es');
    expect(container.querySelector('[data-pay-notice-retention]')).toHaveTextContent(
      'The employer must keep the original for 6 years.',
    );
    const heading = screen.getByRole('heading', { name: /Aviso y reconocimiento/ });
    const mark = within(heading).getByRole('link', { name: /^Source \d$/ });
    const target = container.querySelector(mark.getAttribute('href') ?? '');
    expect(target).toHaveTextContent(/^N\.Y\. Labor Law §195\(1\)/);
    expect(container.querySelector('[data-hire-notice]')).toBeNull();
  });

  it('is absent outside New York; California gets its one line instead', () => {
    const { container } = renderSheet('CA');
    expect(container.querySelector('[data-pay-notice]')).toBeNull();
    expect(container.querySelector('[data-hire-notice]')).toHaveTextContent(
      /^Notice at hire, Cal\. Labor Code §2810\.5 \(Wage Theft Protection Act\): California requires a written notice/,
    );
  });

  it('has neither in Texas', () => {
    const { container } = renderSheet('TX');
    expect(container.querySelector('[data-pay-notice]')).toBeNull();
    expect(container.querySelector('[data-hire-notice]')).toBeNull();
  });
});
