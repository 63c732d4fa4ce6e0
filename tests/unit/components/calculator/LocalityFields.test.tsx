import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { QUERY_SYNC_DELAY_MS } from '@/components/calculator/hooks/useQuerySync';
import { SETTLE_MS } from '@/components/calculator/hooks/useEngineCalculator';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { loadCalculatorEngine } from '@/lib/calculator/loadCalculatorEngine';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

jest.setTimeout(20_000);

const props = pagePropsFixture('nannyTaxCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

/** New York, state withholding on: the local line shows as soon as a locality is picked. */
const NEW_YORK: CompleteNannyTaxInput = {
  ...DEFAULT_NANNY_TAX_INPUT,
  state: 'NY',
  stateWithholding: { filingStatus: null, allowances: null, additionalWithholding: 0 },
};

function renderCalculator(initialInput: CompleteNannyTaxInput) {
  const router = testRouter({ pathname: '/nanny-tax-calculator' });
  renderWithProviders(
    <NannyTaxCalculator
      site={site}
      flags={props.flags}
      nonce=""
      initialCalculation={calculate(initialInput)}
    />,
    { pageProps: { ...props, site }, router },
  );
  return router;
}

const where = () => screen.queryByRole('combobox', { name: 'Where does your nanny work?' });
const home = () => screen.queryByRole('combobox', { name: 'Where does your nanny live?' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
/** The tax breakdown, opened (it sits behind its heading). */
const breakdown = () => {
  screen.getByText('Tax breakdown').closest('details')!.setAttribute('open', '');
  return within(screen.getByRole('table', { name: 'Tax breakdown' }));
};
const updated = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

beforeAll(preloadPageIslands);

describe('LocalityFields', () => {
  it('is hidden for a state without localities', () => {
    renderCalculator(DEFAULT_NANNY_TAX_INPUT);
    expect(where()).toBeNull();
  });

  it("lists the chosen state's localities and shows the local line once one is picked", async () => {
    renderCalculator(NEW_YORK);
    const select = where()!;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Somewhere else in the state',
      'Long Island (Nassau and Suffolk)',
      'New York City',
      'Westchester County',
      'Yonkers',
    ]);
    await userEvent.selectOptions(select, 'NY-NYC');
    // A new visitor's residence follows the work place where it taxes residents.
    expect(home()).toHaveValue('NY-NYC');
    await updated();
    expect(
      breakdown().getByRole('rowheader', { name: /New York City resident tax/ }),
    ).toBeVisible();
  });

  it('asks where the nanny lives, and drops the NYC tax for a non-resident', async () => {
    renderCalculator({ ...NEW_YORK, locality: 'NY-NYC', residence: 'NY-NYC' });
    const lives = home()!;
    expect(lives).toHaveValue('NY-NYC');
    expect(optionsOf(lives)).toEqual([
      'Somewhere else (no city or county tax where she lives)',
      'New York City',
      'Yonkers',
    ]);
    expect(lives).toHaveAccessibleDescription(
      'City and county taxes on residents follow where she lives, wherever she works.',
    );
    await userEvent.selectOptions(lives, '');
    await updated();
    expect(breakdown().queryByRole('rowheader', { name: /New York City/ })).toBeNull();
    expect(
      screen.getByText(
        'New York City income tax is for city residents: none is owed for a nanny who lives outside the city.',
      ),
    ).toBeInTheDocument();
  });

  it('withholds the resident and the work-place tax for a city resident working in Yonkers', async () => {
    renderCalculator({ ...NEW_YORK, locality: 'NY-NYC', residence: 'NY-NYC' });
    await userEvent.selectOptions(where()!, 'NY-YONKERS');
    // A residence that followed the work place follows it again; the family then sets it apart.
    expect(home()).toHaveValue('NY-YONKERS');
    await userEvent.selectOptions(home()!, 'NY-NYC');
    await userEvent.selectOptions(where()!, 'NY-WESTCHESTER');
    expect(home()).toHaveValue('NY-NYC');
    await userEvent.selectOptions(where()!, 'NY-YONKERS');
    await updated();
    expect(
      breakdown().getByRole('rowheader', {
        name: /New York City resident tax and Yonkers non-resident earnings tax/,
      }),
    ).toBeVisible();
  });

  it('starts a new state with no place chosen, and going back brings no old choice back', async () => {
    renderCalculator({ ...NEW_YORK, locality: 'NY-WESTCHESTER', residence: 'NY-NYC' });
    expect(home()).toHaveValue('NY-NYC');
    const state = screen.getByRole('combobox', { name: 'State' });
    await userEvent.selectOptions(state, 'NJ');
    await userEvent.selectOptions(state, 'NY');
    expect(where()).toHaveValue('');
    expect(home()).toHaveValue('');
    await updated();
    expect(breakdown().queryByRole('rowheader', { name: /New York City/ })).toBeNull();
  });

  it('asks only where she works in a state without resident taxes', () => {
    renderCalculator({ ...DEFAULT_NANNY_TAX_INPUT, state: 'WA' });
    expect(where()).not.toBeNull();
    expect(home()).toBeNull();
  });

  it('asks for the rate where the family enters it', async () => {
    renderCalculator({ ...NEW_YORK, state: 'OH' });
    await userEvent.selectOptions(where()!, 'OH-MUNI');
    const rate = screen.getByRole('textbox', { name: 'Local income tax rate' });
    await userEvent.type(rate, '2.5');
    await updated();
    expect(breakdown().getByRole('rowheader', { name: /rate you entered/ })).toBeVisible();
  });

  it('says a locality with only a minimum wage checks the pay against it', async () => {
    renderCalculator({
      ...DEFAULT_NANNY_TAX_INPUT,
      state: 'WA',
      pay: { amount: 20, per: 'hour', type: 'gross' },
    });
    await userEvent.selectOptions(where()!, 'WA-SEATTLE');
    expect(where()).toHaveAccessibleDescription(
      'The pay is checked against Seattle’s minimum wage.',
    );
    await updated();
    await waitFor(() =>
      expect(screen.getByText(/is below Seattle's minimum wage of \$21\.30/)).toBeInTheDocument(),
    );
  });

  it('starts a new state with no locality', async () => {
    renderCalculator({ ...NEW_YORK, locality: 'NY-YONKERS' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'MD');
    expect(where()).toHaveValue('');
    expect(home()).toHaveValue('');
  });

  it('writes loc= and home= into the URL', async () => {
    await loadCalculatorEngine('en');
    const router = renderCalculator({
      ...NEW_YORK,
      locality: 'NY-YONKERS',
      residence: 'NY-YONKERS',
    });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.selectOptions(home()!, '');
      act(() => jest.advanceTimersByTime(SETTLE_MS));
      act(() => jest.advanceTimersByTime(QUERY_SYNC_DELAY_MS));
      const [url] = jest.mocked(router.replace).mock.lastCall ?? [];
      expect(url).toMatchObject({ query: { loc: 'NY-YONKERS', home: 'none', sit: '1' } });
    } finally {
      jest.useRealTimers();
    }
  });
});
