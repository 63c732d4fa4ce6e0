import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { CalculatorTextProvider } from '@/components/calculator/CalculatorTextContext';
import NannyShareCalculator from '@/components/calculator/share/NannyShareCalculator';
import ShareEmailIsland from '@/components/calculator/share/ShareEmailIsland';
import ShareLocalityFieldsIsland from '@/components/calculator/share/ShareLocalityFieldsIsland';
import ShareResultsIsland from '@/components/calculator/share/ShareResultsIsland';
import { ShareTextProvider } from '@/components/calculator/share/ShareTextContext';
import { inSpanish } from '@/components/layout/inSpanish';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { calculateShare } from '@/lib/calculator/share/spanishShareEngine';
import { SHARE_ES } from '@/lib/calculator/share/text/shareText.es';
import { CALCULATOR_ES } from '@/lib/calculator/text/calculatorText.es';
import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';
import { loadBrowserApolloClient } from '@/lib/members/graphql/loadBrowserApolloClient';
import { formatUsd } from '@/lib/tax/money';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../../support/renderWithProviders';

jest.mock('@/lib/members/graphql/loadBrowserApolloClient', () => ({
  loadBrowserApolloClient: jest.fn(),
}));

jest.setTimeout(20_000);

// As the page's getServerSideProps does: the islands' code is there before rendering.
beforeAll(() =>
  Promise.all([
    ShareResultsIsland.preload(),
    ShareLocalityFieldsIsland.preload(),
    ShareEmailIsland.preload(),
  ]),
);

const props = pagePropsFixture('nannyShareCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

/** The share calculator as the Spanish page renders it: Spanish frame, Spanish words. */
function renderSpanish(input: CompleteNannyShareInput = DEFAULT_SHARE_INPUT) {
  const SpanishShare = inSpanish(function Share() {
    return (
      <CalculatorTextProvider text={CALCULATOR_ES}>
        <ShareTextProvider text={SHARE_ES}>
          <NannyShareCalculator
            site={site}
            nonce="page-nonce"
            emailForm
            initialCalculation={calculateShare(input)}
          />
        </ShareTextProvider>
      </CalculatorTextProvider>
    );
  });
  renderWithProviders(<SpanishShare />, {
    pageProps: { ...props, site, locale: 'es' },
    router: testRouter({ pathname: '/es/nanny-share-calculator' }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** The weekly gross shown in a family's column. */
function weeklyGross(label: string): string {
  const column = screen.getByRole('region', { name: label });
  return (
    within(column).getByRole('rowheader', { name: 'Pago bruto' }).nextElementSibling?.textContent ??
    ''
  );
}

describe('the nanny share calculator in Spanish', () => {
  it('labels its form, the split and the tables in Spanish, with es-US money', () => {
    renderSpanish();
    const { summary, result } = calculateShare(DEFAULT_SHARE_INPUT);
    expect(screen.getByRole('form', { name: 'Su niñera compartida' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('TX');
    expect(field('Horas compartidas por semana')).toHaveValue('40');
    expect(field('Familia A: parte del pago compartido')).toHaveValue('50');
    expect(
      screen.getByRole('radio', { name: 'En proporción a lo que paga cada familia' }),
    ).toBeChecked();
    expect(screen.getByRole('option', { name: 'Cada dos semanas' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('option', {
        name: 'Retener: W-4, soltero(a) o casado(a) que presenta por separado',
      }),
    ).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: 'Los resultados de su niñera compartida' }),
    ).toBeInTheDocument();
    for (const sentence of summary) expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tarifa regular de pago: $30.00 por hora; horas extras: $45.00. Por semana: 40 horas regulares.',
      ),
    ).toBeInTheDocument();
    expect(weeklyGross('Familia A')).toBe('$600.00');
    const nanny = screen.getByRole('table', { name: 'El pago de su niñera' });
    expect(
      within(nanny).getByRole('rowheader', { name: 'Salario neto' }).nextElementSibling,
    ).toHaveTextContent(formatUsd(result.nanny.perPaycheck.netPay));
    expect(screen.getByText(/^Texas, año tributario 2026\./)).toBeInTheDocument();
  });

  it('recomputes with the Spanish engine after an edit, and says a field error in Spanish', async () => {
    const user = userEvent.setup();
    renderSpanish();
    await user.type(field('Familia A: horas por semana solo con sus niños'), '5');
    // 40 shared at $30 half each, 5 solo for A: premium split 750 : 600 (as in English).
    await waitFor(() => expect(weeklyGross('Familia A')).toBe('$791.67'));
    expect(screen.getByText(/^Familia A paga \$791\.67 por semana en salarios/)).toBeVisible();
    const share = field('Familia B: parte del pago compartido');
    await user.clear(share);
    await user.type(share, '40');
    await waitFor(() =>
      expect(share).toHaveAccessibleDescription(
        'Las partes del pago compartido deben sumar 100%; ahora suman 90%.',
      ),
    );
  });

  it('warns in Spanish at the shared rate and in the results under Seattle’s minimum', () => {
    renderSpanish(
      completeShareInput({
        ...DEFAULT_SHARE_INPUT,
        state: 'WA',
        sharedRate: 20,
        locality: 'WA-SEATTLE',
      }),
    );
    expect(
      screen.getByRole('textbox', { name: 'Tarifa por hora compartida' }),
    ).toHaveAccessibleDescription(/Por debajo del salario mínimo de Seattle, \$21\.30/);
    expect(
      screen.getByRole('heading', { name: 'Para tener en cuenta sobre la niñera compartida' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/minimum wage/i);
  });

  it('e-mails the chosen family’s figures in Spanish, linking the Spanish share', async () => {
    const operations: ApolloLink.Operation[] = [];
    jest.mocked(loadBrowserApolloClient).mockResolvedValue(
      new ApolloClient({
        link: new ApolloLink((operation) => {
          operations.push(operation);
          return of({
            data: {
              taxCalculatorResultSend: {
                __typename: 'TaxCalculatorResultSendPayload',
                sent: true,
                messageId: '<m1@homepay.example>',
              },
            },
          });
        }),
        cache: new InMemoryCache(),
      }),
    );
    renderSpanish();
    const whose = screen.getByRole('combobox', { name: '¿De qué familia son los resultados?' });
    await userEvent.selectOptions(whose, 'Familia B');
    await userEvent.type(field('Su correo electrónico'), 'b@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis resultados' }));
    await waitFor(() => expect(operations).toHaveLength(1));
    const sent = operations[0]?.variables.input as TaxCalculatorResultInput | undefined;
    expect(sent?.locale).toBe('es');
    expect(sent?.resultUrl).toMatch(/\/app\/hp-vhp\/es\/nanny-share-calculator\?/);
  });
});
