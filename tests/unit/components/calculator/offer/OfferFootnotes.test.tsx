import { screen, within } from '@testing-library/react';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../../support/renderWithProviders';

function renderSheet(amount: number) {
  const input = {
    ...DEFAULT_NANNY_TAX_INPUT,
    state: 'CA' as const,
    pay: { amount, per: 'hour' as const, type: 'gross' as const },
  };
  const offer = offerSheet(calculate(input), { ptoDays: null, sickHours: null }, '2026-11-26');
  const props = { ...pagePropsFixture('nannyOfferSheet'), offer, text: OFFER_PAGE_TEXT.en };
  return renderWithProviders(<NannyOfferSheetView {...props} />, { pageProps: props });
}

describe('OfferFootnotes', () => {
  it('lists the sources of the minimums at the foot of the sheet, linked, with their dates', () => {
    const { container } = renderSheet(12);
    const sources = screen.getByRole('list', { name: 'Sources' });
    const items = within(sources).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('id', 'offer-note-1');
    expect(items[0]).toHaveTextContent(/, as of 2026-01\.$/);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.dir.ca.gov/dlse/Paid_Sick_Leave.htm',
    );
    expect(items[1]).toHaveTextContent(
      /^Cal\. Labor Code §246 .*, dir\.ca\.gov, as of 2024-01-01\.$/,
    );
    expect(items[2]).toHaveTextContent(/^Cal\. Labor Code §2810\.5 .*, as of 2024-01\.$/);
    // The list is the sheet's last part, after the signatures.
    expect(container.querySelector('[data-offer-sheet]')?.lastElementChild).toBe(sources);
  });

  it('marks the wage warning and the sick-time rule with numbers that link to their source', () => {
    const { container } = renderSheet(12);
    const warning = screen.getByRole('alert');
    expect(within(warning).getByRole('link', { name: 'Source 1' })).toHaveAttribute(
      'href',
      '#offer-note-1',
    );
    const sickLeave = container.querySelector('[data-sick-leave="mandate"]') as HTMLElement;
    expect(within(sickLeave).getByRole('link', { name: 'Source 2' })).toHaveAttribute(
      'href',
      '#offer-note-2',
    );
  });

  it('has the sick-time and notice-at-hire sources alone when the pay is above the minimum wage', () => {
    const { container } = renderSheet(25);
    const sources = screen.getByRole('list', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', '#offer-note-1');
    const hireNotice = container.querySelector('[data-hire-notice]') as HTMLElement;
    expect(within(hireNotice).getByRole('link', { name: 'Source 2' })).toHaveAttribute(
      'href',
      '#offer-note-2',
    );
  });
});
