import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type StateCode } from '@/lib/tax/states';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderSheet(state: StateCode, sickHours: number | null) {
  const offer = offerSheet(
    calculate({ ...DEFAULT_NANNY_TAX_INPUT, state }),
    {
      ptoDays: null,
      sickHours,
    },
    '2026-11-26',
  );
  const props = { ...pagePropsFixture('nannyOfferSheet'), offer, text: OFFER_PAGE_TEXT.en };
  return renderWithProviders(<NannyOfferSheetView {...props} />, { pageProps: props });
}

describe('NannyOfferSheetView', () => {
  it('heads the sheet with the brand, the date it was prepared, both parties and a start date', () => {
    const { container } = renderSheet('CA', null);
    expect(container.querySelector('[data-offer-header]')).toHaveTextContent(/^HomePayPrepared/);
    expect(screen.getByText('Prepared November 26, 2026')).toBeVisible();
    for (const line of ['Family (employer):', 'Nanny (employee):', 'Start date:']) {
      expect(screen.getByText(line)).toBeVisible();
    }
  });

  it('puts the time off in the sheet as it is typed, without submitting', async () => {
    renderSheet('TX', null);
    expect(screen.getByText('Paid time off: ______ days a year')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Paid days off a year' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Paid sick hours a year' }), '16');
    expect(screen.getByText('Paid time off: 12 days a year')).toBeVisible();
    expect(screen.getByText('Paid sick time: 16 hours a year')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Put in the offer' })).toBeNull();
  });

  it('warns when the sick time is under California’s minimum, and not at the minimum', async () => {
    renderSheet('CA', 24);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '24 hours of sick time is under California’s minimum of 40 hours a year',
    );
    const sick = screen.getByRole('textbox', { name: 'Paid sick hours a year' });
    await userEvent.clear(sick);
    await userEvent.type(sick, '40');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives no warning where the state has no sick-time mandate', () => {
    renderSheet('TX', 0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the figures when opened without an offer, inventing none', () => {
    const props = { ...pagePropsFixture('nannyOfferSheet'), offer: null, text: OFFER_PAGE_TEXT.en };
    renderWithProviders(<NannyOfferSheetView {...props} />, { pageProps: props });
    expect(screen.getByRole('link', { name: 'nanny tax calculator' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Texas/)).toBeNull();
  });
});
