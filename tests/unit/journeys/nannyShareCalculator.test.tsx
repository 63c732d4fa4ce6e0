import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyShareCalculator from '@/components/calculator/share/NannyShareCalculator';
import ShareLocalityFieldsIsland from '@/components/calculator/share/ShareLocalityFieldsIsland';
import ShareResultsIsland from '@/components/calculator/share/ShareResultsIsland';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { calculateShare } from '@/lib/calculator/share/shareEngine';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { pagePropsFixture } from '../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../support/renderWithProviders';
import { readUntil, startScreenReader, stopScreenReader } from '../../support/virtualScreenReader';

jest.setTimeout(30_000);

// As the page's getServerSideProps does: the results' code is there before rendering.
beforeAll(() => Promise.all([ShareResultsIsland.preload(), ShareLocalityFieldsIsland.preload()]));
afterEach(stopScreenReader);

const props = pagePropsFixture('nannyShareCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

function renderShare() {
  return renderWithProviders(
    <NannyShareCalculator
      site={site}
      nonce="page-nonce"
      emailForm
      initialCalculation={calculateShare(DEFAULT_SHARE_INPUT)}
    />,
    {
      pageProps: { ...props, site },
      router: testRouter({ pathname: '/nanny-share-calculator' }),
    },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const settled = () =>
  waitFor(() =>
    expect(document.querySelector('[data-share-results][aria-busy="true"]')).toBeNull(),
  );

describe('the nanny share calculator through a screen reader', () => {
  it('announces the new split after a family’s solo hours are typed', async () => {
    const { container } = renderShare();
    const reader = await startScreenReader(container);
    await userEvent.type(field('Family A: solo hours a week'), '5');
    await settled();
    const expected = calculateShare(
      completeShareInput({
        ...DEFAULT_SHARE_INPUT,
        families: DEFAULT_SHARE_INPUT.families.map((family, index) =>
          index === 0 ? { ...family, soloHoursPerWeek: 5 } : family,
        ),
      }),
    ).summary;
    await waitFor(async () => {
      const log = await reader.spokenPhraseLog();
      for (const sentence of expected) expect(log.join(' ')).toContain(sentence);
    });
  });

  it('reads the shares error with the field it is about', async () => {
    const { container } = renderShare();
    const reader = await startScreenReader(container);
    const share = field('Family B: share of the shared pay');
    await userEvent.clear(share);
    await userEvent.type(share, '40');
    await waitFor(() => expect(share).toHaveAccessibleDescription(/must add up to 100%/));
    expect(await reader.spokenPhraseLog()).toContain(
      'polite: These results are for your last complete entry. Fix the highlighted field to update them.',
    );
    // Reading the form from the top, the field is read with its error.
    expect(await readUntil(/^textbox, Family B: share of the shared pay/)).toBe(
      'textbox, Family B: share of the shared pay, 40, The shares of the shared pay must add up to 100%; they add up to 90%., invalid',
    );
  });
});
