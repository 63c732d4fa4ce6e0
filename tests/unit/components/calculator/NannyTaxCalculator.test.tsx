import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { loadCalculatorEngine } from '@/lib/calculator/loadCalculatorEngine';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { QUERY_SYNC_DELAY_MS } from '@/components/calculator/hooks/useQuerySync';
import { SETTLE_MS } from '@/components/calculator/hooks/useEngineCalculator';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { describeResult } from '@/lib/tax/describe';
import { formatUsd } from '@/lib/tax/money';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';
import { SITE_EVENT, type SiteEventDetail } from '@/lib/tracking/analytics/siteEvents';

// Typing into the full calculator (now with the year view) can pass Jest's 5 s default on a
// loaded machine; the assertions, not the clock, are what these tests check.
jest.setTimeout(20_000);

const props = pagePropsFixture('nannyTaxCalculator');
// No identity provider: the sign-in library's async start is not what these tests are about.
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

function renderCalculator(initialInput: CompleteNannyTaxInput = DEFAULT_NANNY_TAX_INPUT) {
  const router = testRouter({ pathname: '/nanny-tax-calculator' });
  const view = renderWithProviders(
    <NannyTaxCalculator
      site={site}
      flags={props.flags}
      nonce=""
      initialCalculation={calculate(initialInput)}
    />,
    { pageProps: { ...props, site }, router },
  );
  return { ...view, router };
}

/** The per-year cell of a totals row, e.g. "Gross wages". */
function perYear(row: string): string {
  const table = screen.getByRole('table', { name: 'Per paycheck and per year' });
  const cells = within(within(table).getByRole('rowheader', { name: row }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  return cells[1] ?? '';
}

const field = (name: string) => screen.getByRole('textbox', { name });
const advanced = () => screen.getByText(/^Advanced:/).closest('details')!;

/** Results follow an edit once the engine has answered (loaded on the first interaction). */
const updated = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

beforeAll(preloadPageIslands);

describe('NannyTaxCalculator', () => {
  it('shows the result of the initial input: summary, totals and every line item', () => {
    renderCalculator();
    const result = calculateNannyTax(DEFAULT_NANNY_TAX_INPUT);
    expect(screen.getByText(describeResult(result, 'weekly'))).toBeInTheDocument();
    expect(perYear('Gross wages')).toBe(formatUsd(result.annual.grossWages));
    expect(perYear('Your total cost')).toBe(formatUsd(result.annual.totalEmployerCost));
    const breakdown = screen.getByRole('table', { name: 'Tax breakdown' });
    expect(within(breakdown).getAllByRole('row')).toHaveLength(result.lineItems.length + 1);
    expect(within(breakdown).getByRole('rowheader', { name: /Social Security, employee/ }));
    // Each figure's source is listed once, in "Sources and assumptions", not on every row.
    expect(within(breakdown).queryAllByRole('link')).toHaveLength(0);
    const sources = screen.getByText('Sources and assumptions').closest('details')!;
    expect(within(sources).getAllByRole('listitem').length).toBeGreaterThan(0);
    // Each document is linked by its agency and title, never by a bare address or site name.
    expect(
      within(sources).getByRole('link', {
        name: /^SSA, 2026 Social Security Changes \(COLA fact sheet, October 2025\)/,
      }),
    ).toHaveAttribute('href', expect.stringContaining('ssa.gov'));
    for (const link of within(sources).getAllByRole('link'))
      expect(link.textContent).not.toMatch(/^(https?:|www\.)|^[a-z.-]+\.(gov|com|org)\b/);
  });

  it('puts the answer first: the family’s cost, the take-home and the next payments before any table', () => {
    renderCalculator();
    const result = calculateNannyTax(DEFAULT_NANNY_TAX_INPUT);
    const headline = document.querySelector('[data-result-headline]')!;
    expect(headline).toHaveTextContent(`${formatUsd(result.annual.totalEmployerCost)} a year`);
    expect(headline).toHaveTextContent(formatUsd(result.perPaycheck.netPay));
    expect(within(headline as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(0);
    const firstTable = screen.getAllByRole('table')[0]!;
    // The headline comes before every table in reading order.
    expect(
      headline.compareDocumentPosition(firstTable) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByText('Tax breakdown').closest('details')).not.toHaveAttribute('open');
  });

  it('starts from a shared input with its fields filled in and the advanced section open', async () => {
    renderCalculator({
      ...DEFAULT_NANNY_TAX_INPUT,
      state: 'NY',
      pay: { amount: 22, per: 'hour', type: 'net' },
      suiRate: 0.031,
    });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    expect(field('Pay')).toHaveValue('22');
    expect(screen.getByRole('radio', { name: 'Take-home (net)' })).toBeChecked();
    expect(advanced()).toHaveAttribute('open');
    // The section's fields are their own chunk, loaded because the section is open.
    expect(
      await screen.findByRole('textbox', { name: 'Your state unemployment rate' }),
    ).toHaveValue('3.1');
  });

  it('updates the results as you type, without a submit', async () => {
    renderCalculator();
    await userEvent.clear(field('Pay'));
    await userEvent.type(field('Pay'), '30');
    await updated();
    expect(perYear('Gross wages')).toBe('$62,400.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    await updated();
    expect(screen.getByText(/California, tax year 2026/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Tax breakdown' })).getByRole('rowheader', {
        name: /California SDI/,
      }),
    ).toBeInTheDocument();
  });

  it('shows a field error tied to the field and keeps the last result while it is invalid', async () => {
    renderCalculator();
    await userEvent.clear(field('Hours per week'));
    await userEvent.type(field('Hours per week'), '0');
    await waitFor(() =>
      expect(field('Hours per week')).toHaveAccessibleDescription(
        FIELD_LIMITS.hoursPerWeek.message,
      ),
    );
    expect(field('Hours per week')).toHaveAttribute('aria-invalid', 'true');
    expect(perYear('Gross wages')).toBe('$52,000.00');
    expect(screen.getByRole('status')).toHaveTextContent(/last complete entry/);
    await userEvent.type(field('Hours per week'), '{Backspace}20');
    await updated();
    expect(perYear('Gross wages')).toBe('$26,000.00');
    expect(screen.queryByText(/last complete entry/)).toBeNull();
  });

  it("says a pay below Seattle's minimum at the Pay field, and one click uses the minimum", async () => {
    renderCalculator({
      ...DEFAULT_NANNY_TAX_INPUT,
      state: 'WA',
      locality: 'WA-SEATTLE',
      pay: { amount: 17, per: 'hour', type: 'gross' },
    });
    expect(field('Pay')).toHaveAccessibleDescription(/Below Seattle’s \$21\.30 minimum\./);
    await userEvent.click(screen.getByRole('button', { name: 'Use $21.30' }));
    expect(field('Pay')).toHaveValue('21.30');
    await updated();
    expect(field('Pay')).not.toHaveAccessibleDescription(/Below/);
    expect(screen.queryByRole('button', { name: /^Use \$/ })).toBeNull();
  });

  it('asks for a period for cents rather than reading "20,50" as $2,050', async () => {
    renderCalculator();
    await userEvent.clear(field('Pay'));
    await userEvent.type(field('Pay'), '20,50');
    await waitFor(() =>
      expect(field('Pay')).toHaveAccessibleDescription('Use a period for cents: 20.50.'),
    );
    expect(perYear('Gross wages')).toBe('$52,000.00');
    await userEvent.clear(field('Pay'));
    await userEvent.type(field('Pay'), '20.50');
    await updated();
    expect(perYear('Gross wages')).toBe('$42,640.00');
  });

  it('checks "1e9" once typing settles, never showing the result of the "1" on the way', async () => {
    await loadCalculatorEngine('en');
    renderCalculator();
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.clear(field('Pay'));
      await user.type(field('Pay'), '1e9');
      expect(perYear('Gross wages')).toBe('$52,000.00');
      expect(screen.getByRole('status')).toHaveTextContent('Updating your results…');
      act(() => jest.advanceTimersByTime(SETTLE_MS));
      expect(field('Pay')).toHaveAccessibleDescription(FIELD_LIMITS.amount.message);
      expect(perYear('Gross wages')).toBe('$52,000.00');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the gross rate a take-home target needs', async () => {
    renderCalculator();
    await userEvent.click(screen.getByRole('radio', { name: 'Take-home (net)' }));
    expect(await screen.findByText(/For a take-home of \$25\.00 an hour, pay/)).toBeInTheDocument();
  });

  it('opens the advanced section and takes a percent rate and family savings', async () => {
    renderCalculator();
    expect(advanced()).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText(/^Advanced:/));
    expect(advanced()).toHaveAttribute('open');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your state unemployment rate' }),
      '1.5',
    );
    await updated();
    const sui = within(screen.getByRole('table', { name: 'Tax breakdown' }))
      .getByRole('rowheader', { name: /unemployment insurance/ })
      .closest('tr')!;
    expect(sui).toHaveTextContent('1.5%');

    await userEvent.click(screen.getByRole('switch', { name: 'Estimate my savings' }));
    // Turning the section on is not a mistake: its empty income field waits to be filled in.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/Fill in the new fields/),
    );
    expect(field('Adjusted gross income (AGI)')).not.toHaveAttribute('aria-invalid');
    expect(field('Adjusted gross income (AGI)')).not.toHaveAccessibleDescription(
      FIELD_LIMITS.familyAgi.message,
    );
    await userEvent.type(field('Adjusted gross income (AGI)'), '120000');
    await userEvent.type(field('Dependent-care FSA contribution (per year)'), '5000');
    await updated();
    expect(
      screen.getByRole('table', { name: 'Your family’s estimated savings' }),
    ).toHaveTextContent(/Total savings per year\$[\d,]+\.\d\d/);
  });

  it('asks for state withholding only where the state taxes wages, and says why elsewhere', async () => {
    renderCalculator({ ...DEFAULT_NANNY_TAX_INPUT, state: 'WA' });
    await userEvent.click(screen.getByText(/^Advanced:/));
    expect(
      await screen.findByText(
        'Washington has no income tax on wages, so there is no state income tax to withhold.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Withhold state income tax' })).toBeNull();
  });

  it('takes the state filing status and allowances once state withholding is on', async () => {
    renderCalculator({ ...DEFAULT_NANNY_TAX_INPUT, state: 'IL' });
    await userEvent.click(screen.getByText(/^Advanced:/));
    expect(screen.queryByRole('combobox', { name: 'State form: filing status' })).toBeNull();
    await userEvent.click(await screen.findByRole('switch', { name: 'Withhold state income tax' }));
    expect(screen.getByRole('combobox', { name: 'State form: filing status' })).toHaveValue('');
    await userEvent.type(field('State form: allowances'), '0');
    await updated();
    // IL-700-T: 4.95% of $1,000 a week with no allowance = $49.50.
    const row = within(screen.getByRole('table', { name: 'Tax breakdown' }))
      .getByRole('rowheader', { name: /Illinois income tax withholding/ })
      .closest('tr')!;
    expect(row).toHaveTextContent('$49.50');
  });

  it('writes the input into the URL once typing pauses, shallowly and without scrolling', async () => {
    // The engine is already there (as after the first interaction): this test is about the URL.
    await loadCalculatorEngine('en');
    const { router } = renderCalculator();
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.clear(field('Pay'));
      await user.type(field('Pay'), '30');
      expect(router.replace).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(SETTLE_MS));
      act(() => jest.advanceTimersByTime(QUERY_SYNC_DELAY_MS));
      expect(router.replace).toHaveBeenCalledTimes(1);
      expect(router.replace).toHaveBeenCalledWith(
        {
          pathname: '/nanny-tax-calculator',
          query: {
            year: '2026',
            state: 'TX',
            amount: '30',
            per: 'hour',
            type: 'gross',
            hours: '40',
            frequency: 'weekly',
          },
        },
        undefined,
        { shallow: true, scroll: false },
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers for the paycheck date: the year follows it, a 2027 answer says it is preliminary, and the URL pins it', async () => {
    await loadCalculatorEngine('en');
    const { router } = renderCalculator({ ...DEFAULT_NANNY_TAX_INPUT, payDate: '2026-12-31' });
    const date = screen.getByLabelText('Paycheck date');
    expect(date).toHaveValue('2026-12-31');
    expect(date).toHaveAttribute('type', 'date');
    expect(screen.getByText('For a paycheck on December 31, 2026.')).toBeInTheDocument();
    expect(document.querySelector('[data-preliminary]')).toBeNull();

    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-01');
    await updated();
    await waitFor(() =>
      expect(document.querySelector('[data-preliminary]')).toHaveTextContent(
        '2027 figures (preliminary)',
      ),
    );
    expect(screen.getByText(/For a paycheck on January 1, 2027\./)).toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    const [url] = jest.mocked(router.replace).mock.lastCall ?? [];
    expect(url).toMatchObject({ query: { year: '2027', date: '2027-01-01' } });
  });

  it('reports the calculator used once per page view, when the URL is first written', async () => {
    await loadCalculatorEngine('en');
    const used: string[] = [];
    const listener = (event: Event) =>
      used.push((event as CustomEvent<SiteEventDetail>).detail.name);
    window.addEventListener(SITE_EVENT, listener);
    renderCalculator();
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.clear(field('Pay'));
      await user.type(field('Pay'), '30');
      expect(used).toEqual([]);
      act(() => jest.advanceTimersByTime(SETTLE_MS));
      act(() => jest.advanceTimersByTime(QUERY_SYNC_DELAY_MS));
      expect(used).toEqual(['calculatorUsed']);
      await user.clear(field('Hours per week'));
      await user.type(field('Hours per week'), '45');
      act(() => jest.advanceTimersByTime(SETTLE_MS));
      act(() => jest.advanceTimersByTime(QUERY_SYNC_DELAY_MS));
      expect(used).toEqual(['calculatorUsed']);
    } finally {
      jest.useRealTimers();
      window.removeEventListener(SITE_EVENT, listener);
    }
  });

  it('writes nothing into the URL before the first edit', async () => {
    const { router } = renderCalculator();
    await act(
      () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + QUERY_SYNC_DELAY_MS + 50)),
    );
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps the form out of the printout', () => {
    const { container } = renderCalculator();
    expect(container.querySelector('form[data-no-print]')).toContainElement(field('Pay'));
    expect(container.querySelector('[data-calculator-results]')).not.toHaveAttribute(
      'data-no-print',
    );
  });
});
