import { virtual } from '@guidepup/virtual-screen-reader';
import OfferSheet from '@/components/calculator/offer/OfferSheet';
import { OfferTextProvider } from '@/components/calculator/offer/OfferTextContext';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { renderWithProviders } from '../../support/renderWithProviders';
import { readUntil, startScreenReader, stopScreenReader } from '../../support/virtualScreenReader';

jest.setTimeout(30_000);
afterEach(stopScreenReader);

const offer = offerSheet(
  calculate(DEFAULT_NANNY_TAX_INPUT),
  { ptoDays: 10, sickHours: null },
  '2026-11-26',
);

/** The next `count` phrases the reader speaks, joined. */
async function readOn(count: number): Promise<string> {
  const phrases: string[] = [];
  for (let step = 0; step < count; step += 1) {
    await virtual.next();
    phrases.push((await virtual.lastSpokenPhrase()) ?? '');
  }
  return phrases.join(' | ');
}

describe('the offer sheet through a screen reader', () => {
  it('reads each part under its heading, every line with its value', async () => {
    const { container } = renderWithProviders(
      <OfferTextProvider text={OFFER_PAGE_TEXT.en}>
        <OfferSheet offer={offer} brandName="HomePay" />
      </OfferTextProvider>,
    );
    await startScreenReader(container);
    for (const line of [...offer.pay, ...offer.withholding, ...offer.cost]) {
      const heard = `${await readUntil(new RegExp(line.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))} | ${await readOn(2)}`;
      expect(heard).toContain(line.value);
    }
  });

  it('reads the sections as level-2 headings', async () => {
    const { container } = renderWithProviders(
      <OfferTextProvider text={OFFER_PAGE_TEXT.en}>
        <OfferSheet offer={offer} brandName="HomePay" />
      </OfferTextProvider>,
    );
    const reader = await startScreenReader(container);
    await readUntil(/^heading, The family’s cost, level 2$/);
    expect((await reader.spokenPhraseLog()).filter((p) => p.startsWith('heading,'))).toEqual(
      expect.arrayContaining(['heading, Pay and schedule, level 2']),
    );
  });
});
