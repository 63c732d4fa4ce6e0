import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inSpanish } from '@/components/layout/inSpanish';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { calculate } from '@/lib/calculator/spanishCalculatorEngine';
import { fromQuery } from '@/lib/calculator/url/query';
import { OFFER_SHEET_WORDS } from '@/lib/calculator/offer/text/offerSheetWords';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SpanishView = inSpanish(NannyOfferSheetView);

/**
 * The Spanish twin for a calculator query, its offer written as the server writes it in Spanish
 * (the Spanish engine, then the sheet in Spanish); no query: the page opened bare.
 */
function renderSpanishSheet(query: string) {
  const params = new URLSearchParams(query);
  const sick = params.get('sick');
  const offer = query
    ? offerSheet(
        calculate(fromQuery(params)),
        { ptoDays: null, sickHours: sick === null ? null : Number(sick) },
        '2026-11-26',
        'es',
      )
    : null;
  const props = {
    ...pagePropsFixture('nannyOfferSheet', { locale: 'es' }),
    offer,
    text: OFFER_PAGE_TEXT.es,
  };
  return renderWithProviders(<SpanishView {...props} />, { pageProps: props });
}

/** Every English string of the page's and the lines' words, long enough to be a phrase. */
function englishPhrases(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(...value.split(/\{\w+\}/));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(OFFER_PAGE_TEXT.en);
  walk(OFFER_SHEET_WORDS.en);
  return out.map((phrase) => phrase.trim()).filter((phrase) => phrase.length > 4);
}

describe('the Spanish offer sheet', () => {
  it('writes a Californian offer under the minimum wage all in Spanish, with es-US money and dates', () => {
    const { container } = renderSpanishSheet('state=CA&amount=12&per=hour&type=gross&sick=24');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Oferta de trabajo para niñera',
    );
    expect(screen.getByText('Preparado el 26 de noviembre de 2026')).toBeVisible();
    const pay = screen.getByRole('table', { name: 'Pago y horario' });
    expect(
      within(pay).getByRole('row', { name: /Tarifa regular por hora \(bruta\) \$12\.00 por hora/ }),
    ).toBeVisible();
    // The engine's warning, worded by the Spanish engine, with its source's number.
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/salario mínimo/);
    expect(
      screen.getByText(
        /24 horas de permiso por enfermedad están por debajo del mínimo de California/,
      ),
    ).toBeVisible();
    expect(container.querySelector('[data-sick-leave="mandate"]')).toHaveTextContent(
      /^Mínimo en California: Al menos 40 horas \(5 días\).*\(Cal\. Labor Code §246/,
    );
    expect(container.querySelector('[data-hire-notice]')).toHaveTextContent(
      /^Aviso al contratar, Cal\. Labor Code §2810\.5 \(Wage Theft Protection Act\): California exige un aviso por escrito/,
    );
    expect(screen.getByRole('list', { name: 'Fuentes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir la oferta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'vuelva a la calculadora' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/nanny-tax-calculator\?.*state=CA/),
    );
    // No phrase of the English words is left (the sources' document names are marked English).
    const text = container.textContent ?? '';
    expect(englishPhrases().filter((phrase) => text.includes(phrase))).toEqual([]);
  });

  it('follows the time off typed, in Spanish', async () => {
    renderSpanishSheet('state=TX&amount=20&per=hour&type=gross');
    expect(screen.getByText('Tiempo libre pagado: ______ días al año')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Días libres pagados al año' }), '10');
    expect(screen.getByText('Tiempo libre pagado: 10 días al año')).toBeVisible();
    expect(
      screen.getByRole('form', { name: 'Tiempo libre que se incluye en la oferta' }),
    ).toBeVisible();
    expect(screen.getByText(/^Texas: no encontramos una ley estatal/)).toBeVisible();
  });

  it('keeps New York’s bilingual pay notice, framed in Spanish', () => {
    const { container } = renderSpanishSheet('state=NY&amount=25&per=hour&type=gross');
    const notice = container.querySelector('[data-pay-notice]');
    expect(notice).toHaveTextContent('Notice and Acknowledgement of Pay Rate and Payday');
    expect(notice).toHaveTextContent(
      'Aviso y reconocimiento de la tarifa de pago y del día de pago',
    );
    expect(screen.getByRole('heading', { name: 'Lo que retiene la familia' })).toBeVisible();
  });

  it('asks for the figures in Spanish when opened without an offer, linking the Spanish calculator', () => {
    renderSpanishSheet('');
    expect(screen.getByText(/^Este resumen se escribe con sus propias cifras/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'calculadora de impuestos por emplear a una niñera' }),
    ).toHaveAttribute('href', '/es/nanny-tax-calculator');
  });
});
