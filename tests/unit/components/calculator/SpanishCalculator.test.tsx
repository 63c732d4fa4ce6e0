import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { CalculatorTextProvider } from '@/components/calculator/CalculatorTextContext';
import { inSpanish } from '@/components/layout/inSpanish';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { calculatorTextFor } from '@/lib/calculator/text/calculatorTextFor.server';
import { findLocality, rateLookupOf } from '@/lib/tax/localities/lookup';
import { dataTextEs } from '@/lib/tax/messages/dataTexts.es';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { formatUsd } from '@/lib/tax/money';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

jest.setTimeout(20_000);

const props = pagePropsFixture('nannyTaxCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

/** The calculator as the Spanish page renders it: Spanish frame, Spanish words. */
const SpanishCalculator = inSpanish(function Calculator() {
  return (
    <CalculatorTextProvider text={calculatorTextFor('es')}>
      <NannyTaxCalculator
        site={site}
        flags={props.flags}
        nonce=""
        initialCalculation={calculate({ ...DEFAULT_NANNY_TAX_INPUT, payDate: '2026-04-15' })}
      />
    </CalculatorTextProvider>
  );
});

function renderSpanish() {
  const router = testRouter({ pathname: '/es/nanny-tax-calculator' });
  return renderWithProviders(<SpanishCalculator />, {
    pageProps: { ...props, site, locale: 'es' },
    router,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

beforeAll(preloadPageIslands);

describe('the nanny tax calculator in Spanish', () => {
  it('says in Spanish where to look up a rate the family enters', async () => {
    renderSpanish();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'OH');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '¿Dónde trabaja su niñera?' }),
      'OH-MUNI',
    );
    const ohio = findLocality('OH-MUNI');
    const english = (ohio && rateLookupOf(ohio)) ?? '';
    expect(english).toMatch(/^Ohio municipal/);
    expect(
      screen.getByRole('textbox', { name: 'Tasa del impuesto local sobre los ingresos' }),
    ).toHaveAccessibleDescription(dataTextEs(english));
    expect(dataTextEs(english)).not.toBe(english);
  });

  it('labels its form, answer and tables in Spanish, with es-US money and dates in words', () => {
    renderSpanish();
    const { result } = calculate({ ...DEFAULT_NANNY_TAX_INPUT, payDate: '2026-04-15' });
    expect(screen.getByRole('form', { name: 'El salario de su niñera' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('TX');
    expect(screen.getByRole('option', { name: 'por hora' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lo que recibe (neto)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sus resultados' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Usted paga ${formatUsd(result.annual.employerTaxes)} al año en impuestos como empleador; su niñera recibe ${formatUsd(result.perPaycheck.netPay)} por semana.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Para un pago del 15 de abril de 2026.')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Por pago y por año' });
    expect(within(totals).getByRole('rowheader', { name: 'Salario bruto' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Próximos pasos' })).toBeInTheDocument();
    // The offer sheet has a Spanish twin: linked with the same query, without the English mark.
    const offer = screen.getByRole('link', { name: /Hacer una oferta/ });
    expect(offer).not.toHaveAttribute('hreflang');
    expect(offer).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/nanny-offer-sheet\?.*state=/),
    );
  });

  it('says a field error and the results’ status in Spanish', async () => {
    renderSpanish();
    await userEvent.clear(field('Horas por semana'));
    await userEvent.type(field('Horas por semana'), '0');
    await waitFor(() =>
      expect(field('Horas por semana')).toHaveAccessibleDescription(/Escriba de 1 a 168 horas\./),
    );
    expect(
      await screen.findByText(
        'Estos resultados son de los últimos datos completos. Corrija el campo marcado para actualizarlos.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a period in Spanish when cents are typed with a comma', async () => {
    renderSpanish();
    await userEvent.clear(field('Salario'));
    await userEvent.type(field('Salario'), '20,50');
    await waitFor(() =>
      expect(field('Salario')).toHaveAccessibleDescription(
        /Use un punto para los centavos: 20\.50\./,
      ),
    );
  });

  it('names a state’s places in Spanish, keeping their own names', async () => {
    renderSpanish();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'WA');
    const work = screen.getByRole('combobox', { name: '¿Dónde trabaja su niñera?' });
    expect(
      within(work).getByRole('option', { name: 'Condado de King (zona no incorporada)' }),
    ).toBeInTheDocument();
    expect(within(work).getByRole('option', { name: 'Seattle' })).toBeInTheDocument();
    expect(within(work).queryByRole('option', { name: /County/ })).toBeNull();
    await userEvent.selectOptions(work, 'WA-KING-COUNTY');
    expect(work).toHaveAccessibleDescription(
      'El salario se compara con el salario mínimo del condado de King (zona no incorporada).',
    );
  });
});
