import { screen, within } from '@testing-library/react';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { applyModuleStylesheet } from '../../../../support/moduleStylesheet';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../../support/renderWithProviders';
import { toRgb } from '../../../../support/cssColour';

const theme = siteTheme('care');
const STYLESHEETS = [
  'components/calculator/offer/OfferWarning.module.css',
  'components/calculator/offer/OfferHeader.module.css',
  'components/calculator/offer/SignatureLines.module.css',
  'components/calculator/resultTable.module.css',
];
let removals: (() => void)[] = [];
beforeAll(() => {
  removals = STYLESHEETS.map((file) => applyModuleStylesheet(file, theme));
});
afterAll(() => removals.forEach((remove) => remove()));

/** The sheet for a Californian nanny at $12 an hour: under the minimum wage, so it warns. */
function renderSheet() {
  const input = {
    ...DEFAULT_NANNY_TAX_INPUT,
    state: 'CA' as const,
    pay: { amount: 12, per: 'hour' as const, type: 'gross' as const },
  };
  const offer = offerSheet(calculate(input), { ptoDays: null, sickHours: null }, '2026-11-26');
  const props = { ...pagePropsFixture('nannyOfferSheet'), offer, text: OFFER_PAGE_TEXT.en };
  return renderWithProviders(<NannyOfferSheetView {...props} />, { pageProps: props });
}

describe('OfferSheet', () => {
  it('draws a warning with a bar in the theme’s warning colour, in semibold', () => {
    renderSheet();
    const style = getComputedStyle(screen.getByRole('alert'));
    expect(style.borderLeftWidth).toBe('4px');
    expect(style.borderLeftColor).toBe(toRgb(theme.palette.warning.main));
    expect(style.fontWeight).toBe('600');
  });

  it('rules the letterhead in the primary colour and each fill-in line in the text colour', () => {
    const { container } = renderSheet();
    const header = container.querySelector('[data-offer-header]') as HTMLElement;
    const brand = within(header).getByText('HomePay');
    expect(getComputedStyle(brand).color).toBe(toRgb(theme.palette.primary.main));
    expect(getComputedStyle(brand.parentElement!).borderBottomColor).toBe(
      toRgb(theme.palette.primary.main),
    );
    const fillIn = getComputedStyle(within(header).getByText('Start date:'));
    expect(fillIn.borderBottomColor).toBe(toRgb(theme.palette.text.primary));
    expect(fillIn.fontWeight).toBe('700');
  });

  it('links each source in the primary colour and rules the signature lines', () => {
    const { container } = renderSheet();
    const sources = screen.getByRole('list', { name: 'Sources' });
    for (const link of within(sources).getAllByRole('link')) {
      expect(getComputedStyle(link).color).toBe(toRgb(theme.palette.primary.main));
    }
    const signatures = container.querySelector('[data-offer-signatures]') as HTMLElement;
    const lines = within(signatures).getAllByText('Signature');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(getComputedStyle(line).borderTopColor).toBe(toRgb(theme.palette.text.primary));
    }
  });
});
