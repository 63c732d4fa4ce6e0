import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

// Each test types into a full calculator; on a loaded machine that can pass Jest's 5 s default.
jest.setTimeout(20_000);

const props = pagePropsFixture('nannyTaxCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

function renderCalculator(initialInput: CompleteNannyTaxInput = DEFAULT_NANNY_TAX_INPUT) {
  const router = testRouter({ pathname: '/nanny-tax-calculator' });
  return renderWithProviders(
    <NannyTaxCalculator
      site={site}
      flags={props.flags}
      nonce=""
      initialCalculation={calculate(initialInput)}
    />,
    { pageProps: { ...props, site }, router },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const breakdown = () => screen.getByRole('table', { name: 'Tax breakdown' });

/** Results follow an edit once the engine has answered (loaded on the first interaction). */
const updated = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

beforeAll(preloadPageIslands);

describe('NannyTaxCalculator: days, family and the year view', () => {
  it('takes days per week, and asks California families whether the nanny is a personal attendant', async () => {
    renderCalculator({
      ...DEFAULT_NANNY_TAX_INPUT,
      state: 'CA',
      pay: { amount: 20, per: 'hour', type: 'gross' },
      hoursPerWeek: 48,
    });
    const attendant = screen.getByRole('switch', { name: /80% or more/ });
    expect(attendant).toBeChecked();
    await userEvent.clear(field('Days per week'));
    await userEvent.type(field('Days per week'), '4');
    await updated();
    // 4 × 12 h: 12 daily overtime hours → 54 paid hours × $20 × 52.
    expect(screen.getByText(/Overtime included for 48 hours over 4 days/)).toBeInTheDocument();
    await userEvent.clear(field('Days per week'));
    await userEvent.type(field('Days per week'), '9');
    await waitFor(() => expect(field('Days per week')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('hides the personal-attendant question outside California', () => {
    renderCalculator();
    expect(screen.queryByRole('switch', { name: /80% or more/ })).toBeNull();
  });

  it('asks about a family employee in plain words, and the parent exception only for a parent', async () => {
    renderCalculator();
    await userEvent.click(screen.getByText(/^Advanced:/));
    const relationship = await screen.findByRole('combobox', {
      name: 'Is your nanny related to you?',
    });
    await userEvent.selectOptions(relationship, 'spouse');
    await updated();
    expect(within(breakdown()).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('switch', { name: /divorced/ })).toBeNull();
    await userEvent.selectOptions(relationship, 'parent');
    const exception = screen.getByRole('switch', { name: /divorced/ });
    await userEvent.click(exception);
    await updated();
    expect(within(breakdown()).getAllByRole('rowheader', { name: /Social Security/ })).toHaveLength(
      2,
    );
  });

  it('shows the year by quarter and the due dates as captioned tables, one per payee', () => {
    renderCalculator();
    const quarters = screen.getByRole('table', { name: 'Your 2026 by quarter' });
    expect(within(quarters).getAllByRole('row')).toHaveLength(5);
    expect(within(quarters).getByRole('rowheader', { name: 'January–March' })).toBeInTheDocument();
    const dates = screen.getByRole('table', { name: 'IRS' });
    expect(within(dates).getByRole('rowheader', { name: 'April 15, 2026' })).toBeInTheDocument();
    const w2 = screen.getByText(/W-2 to your nanny/).closest('table')!;
    expect(w2).toHaveAccessibleName('Social Security Administration');
  });
});
