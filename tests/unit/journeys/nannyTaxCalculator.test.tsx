import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { describeResult } from '@/lib/tax/describe';
import { perUnit } from '@/lib/tax/warnings';
import { pagePropsFixture } from '../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../support/renderWithProviders';
import { preloadPageIslands } from '../../support/pageIslands';
import { readUntil, startScreenReader, stopScreenReader } from '../../support/virtualScreenReader';

// The real engine runs in Jest; a screen-reader walk of the whole form takes a few seconds.
jest.setTimeout(30_000);

const props = pagePropsFixture('nannyTaxCalculator');
// No identity provider: the sign-in library's async start is not what these journeys are about.
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

function renderCalculator() {
  return renderWithProviders(
    <NannyTaxCalculator
      site={site}
      flags={props.flags}
      nonce=""
      initialCalculation={calculate(DEFAULT_NANNY_TAX_INPUT)}
    />,
    { pageProps: { ...props, site }, router: testRouter({ pathname: '/nanny-tax-calculator' }) },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** Results follow an edit once the engine has answered. */
const settled = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

async function retype(name: string, text: string): Promise<void> {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), text);
}

beforeAll(preloadPageIslands);
afterEach(stopScreenReader);

describe('the nanny tax calculator through a screen reader', () => {
  it('gross to net: the new answer is announced politely after typing', async () => {
    const { container } = renderCalculator();
    const reader = await startScreenReader(container);
    await retype('Pay', '30');
    await settled();
    // The answer in the engine's words (the English catalog writes the same sentence).
    const expected = describeResult(
      calculate({
        ...DEFAULT_NANNY_TAX_INPUT,
        pay: { ...DEFAULT_NANNY_TAX_INPUT.pay, amount: 30 },
      }).result,
      DEFAULT_NANNY_TAX_INPUT.payFrequency,
    );
    expect(await reader.spokenPhraseLog()).toContain(`polite: ${expected}`);
  });

  it('reads a field error with its field, and says the results wait for the fix', async () => {
    const { container } = renderCalculator();
    const reader = await startScreenReader(container);
    await retype('Hours per week', '0');
    // The form is checked once typing settles; the field is read with its error when it is next
    // reached (here: away and back, as a user moving on and returning).
    await settled();
    await waitFor(() => expect(field('Hours per week')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    const log = await reader.spokenPhraseLog();
    expect(log).toContain(
      `textbox, Hours per week, 0, ${FIELD_LIMITS.hoursPerWeek.message}, invalid`,
    );
    expect(log).toContain(
      'polite: These results are for your last complete entry. Fix the highlighted field to update them.',
    );
  });

  it('net to gross with overtime: the gross rate for the take-home is announced and read', async () => {
    const { container } = renderCalculator();
    const reader = await startScreenReader(container);
    await userEvent.click(screen.getByRole('radio', { name: 'Take-home (net)' }));
    await retype('Hours per week', '50');
    await settled();
    const calculation = calculate({
      ...DEFAULT_NANNY_TAX_INPUT,
      hoursPerWeek: 50,
      pay: { ...DEFAULT_NANNY_TAX_INPUT.pay, type: 'net' },
    });
    const solved = calculation.rates;
    expect(solved).not.toBeNull();
    const per = DEFAULT_NANNY_TAX_INPUT.pay.per;
    const expected = {
      answer: describeResult(calculation.result, DEFAULT_NANNY_TAX_INPUT.payFrequency),
      grossRate: solved
        ? { net: perUnit(solved.netPerUnit, per), gross: perUnit(solved.grossPerUnit, per) }
        : null,
    };
    // The live region speaks each changed part of the summary as its own polite phrase.
    const announced = (await reader.spokenPhraseLog())
      .filter((phrase) => phrase.startsWith('polite: '))
      .join(' ');
    expect(announced).toContain(`polite: ${expected.answer}`);
    expect(announced).toContain(
      `For a take-home of ${expected.grossRate?.net}, pay ${expected.grossRate?.gross}`,
    );
    // Reading the pay rates table, the overtime row is read with its hourly amount.
    await stopScreenReader();
    const rates = container.querySelector<HTMLElement>('[data-calculator-pay-rates]');
    if (!rates) throw new Error('no pay rates table');
    await startScreenReader(rates);
    expect(await readUntil(/Overtime rate/, 40)).toMatch(
      /^row, Overtime rate \(1\.5×\) \$\d+\.\d\d an hour$/,
    );
  });
});
