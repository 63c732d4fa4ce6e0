import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import * as engine from '@/lib/calculator/calculatorEngine';
import type * as loader from '@/lib/calculator/loadCalculatorEngine';
import { CalculatorEngineLoadError } from '@/lib/calculator/engineLoader';
import {
  loadCalculatorEngine,
  loadedCalculatorEngine,
  type CalculatorEngine,
} from '@/lib/calculator/loadCalculatorEngine';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { formatUsd } from '@/lib/tax/money';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

// The engine's chunk, under the test's control: it loads when the test says, or fails.
jest.mock('@/lib/calculator/loadCalculatorEngine', () => {
  const actual = jest.requireActual<typeof loader>('@/lib/calculator/loadCalculatorEngine');
  const load = jest.fn<Promise<CalculatorEngine>, []>();
  return {
    ...actual,
    loadCalculatorEngine: load,
    loadedCalculatorEngine: jest.fn(() => null),
    preloadCalculatorEngine: jest.fn(() => void load().catch(() => undefined)),
  };
});

jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

jest.setTimeout(20_000);

const props = pagePropsFixture('nannyTaxCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };
const serverCalculation = engine.calculate(DEFAULT_NANNY_TAX_INPUT);

function deferred() {
  let resolve!: (value: CalculatorEngine) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<CalculatorEngine>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderCalculator() {
  return renderWithProviders(
    <NannyTaxCalculator
      site={site}
      flags={props.flags}
      nonce=""
      initialCalculation={serverCalculation}
    />,
    { pageProps: { ...props, site }, router: testRouter({ pathname: '/nanny-tax-calculator' }) },
  );
}

const pay = () => screen.getByRole('textbox', { name: 'Pay' });
const grossPerYear = () =>
  within(screen.getByRole('table', { name: 'Per paycheck and per year' }))
    .getByRole('rowheader', { name: 'Gross wages' })
    .closest('tr')!
    .querySelectorAll('td')[1]?.textContent;

beforeAll(preloadPageIslands);

describe('NannyTaxCalculator with the engine on demand', () => {
  const load = jest.mocked(loadCalculatorEngine);
  beforeEach(() => load.mockReset());

  it('renders the server’s result without loading the engine', () => {
    renderCalculator();
    expect(grossPerYear()).toBe(
      formatUsd(calculateNannyTax(DEFAULT_NANNY_TAX_INPUT).annual.grossWages),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading the engine on the first focus in the form', () => {
    load.mockReturnValue(new Promise(() => undefined));
    renderCalculator();
    act(() => pay().focus());
    expect(load).toHaveBeenCalled();
  });

  it('marks the results as updating until the engine answers the edit', async () => {
    const chunk = deferred();
    load.mockReturnValue(chunk.promise);
    renderCalculator();
    fireEvent.change(pay(), { target: { value: '30' } });
    expect(pay()).toHaveValue('30');
    expect(screen.getByRole('status')).toHaveTextContent('Updating your results…');
    expect(grossPerYear()).toBe('$52,000.00');

    await act(() => {
      chunk.resolve(engine);
      return chunk.promise;
    });
    await waitFor(() => expect(grossPerYear()).toBe('$62,400.00'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks an edit made before the engine arrives once it is here (it brings the parser)', async () => {
    const chunk = deferred();
    load.mockReturnValue(chunk.promise);
    renderCalculator();
    await userEvent.clear(pay());
    expect(screen.getByRole('status')).toHaveTextContent('Updating your results…');
    await act(async () => {
      chunk.resolve(engine);
      await chunk.promise;
    });
    await waitFor(() => expect(pay()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent(/last complete entry/);
  });

  it('shows field errors once typing settles when the engine is already here', async () => {
    load.mockResolvedValue(engine);
    jest.mocked(loadedCalculatorEngine).mockReturnValue(engine);
    renderCalculator();
    await userEvent.clear(pay());
    await waitFor(() => expect(pay()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent(/last complete entry/);
    jest.mocked(loadedCalculatorEngine).mockReturnValue(null);
  });

  it('says so with the phone number when the engine cannot load, keeps the form, and retries on the next edit', async () => {
    load.mockRejectedValueOnce(new CalculatorEngineLoadError(new Error('chunk failed')));
    renderCalculator();
    fireEvent.change(pay(), { target: { value: '30' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/couldn’t load the calculator/);
    expect(within(alert).getByRole('link', { name: site.supportPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(pay()).toHaveValue('30');
    expect(grossPerYear()).toBe('$52,000.00');
    const engineWarnings = jest
      .mocked(browserLogger.warn)
      .mock.calls.filter(([, message]) => message === 'Calculator engine could not be loaded');
    expect(engineWarnings).toEqual([
      [
        { err: 'CalculatorEngineLoadError: The calculator engine could not be loaded' },
        'Calculator engine could not be loaded',
      ],
    ]);

    load.mockResolvedValue(engine);
    fireEvent.change(pay(), { target: { value: '31' } });
    await waitFor(() => expect(grossPerYear()).toBe('$64,480.00'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
