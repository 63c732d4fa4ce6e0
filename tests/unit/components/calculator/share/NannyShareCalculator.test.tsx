import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NannyShareCalculator from '@/components/calculator/share/NannyShareCalculator';
import ShareLocalityFieldsIsland from '@/components/calculator/share/ShareLocalityFieldsIsland';
import ShareResultsIsland from '@/components/calculator/share/ShareResultsIsland';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { calculateShare } from '@/lib/calculator/share/shareEngine';
import { describeShare } from '@/lib/calculator/share/shareSummary';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { formatUsd } from '@/lib/tax/money';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';
import { renderWithProviders, testRouter } from '../../../../support/renderWithProviders';

jest.setTimeout(20_000);

// As the page's getServerSideProps does: the results' code is there before rendering.
beforeAll(() => Promise.all([ShareResultsIsland.preload(), ShareLocalityFieldsIsland.preload()]));

const props = pagePropsFixture('nannyShareCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };

function renderShare(input: CompleteNannyShareInput = DEFAULT_SHARE_INPUT) {
  const router = testRouter({ pathname: '/nanny-share-calculator' });
  renderWithProviders(
    <NannyShareCalculator
      site={site}
      nonce="page-nonce"
      emailForm
      initialCalculation={calculateShare(input)}
    />,
    {
      pageProps: { ...props, site },
      router,
    },
  );
  return router;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const updated = () =>
  waitFor(() =>
    expect(document.querySelector('[data-share-results][aria-busy="true"]')).toBeNull(),
  );

/** The weekly gross shown in a family's column. */
function weeklyGross(label: string): string {
  const column = screen.getByRole('region', { name: label });
  return (
    within(column).getByRole('rowheader', { name: 'Gross pay' }).nextElementSibling?.textContent ??
    ''
  );
}

describe('NannyShareCalculator', () => {
  it('shows the server’s result: a column per family, the nanny’s take-home and the summary', () => {
    renderShare();
    const result = calculateNannyShare(DEFAULT_SHARE_INPUT);
    for (const sentence of describeShare(result, 'weekly')) {
      expect(screen.getByText(sentence)).toBeInTheDocument();
    }
    expect(weeklyGross('Family A')).toBe('$600.00');
    expect(weeklyGross('Family B')).toBe('$600.00');
    const nanny = screen.getByRole('table', { name: 'Your nanny’s pay' });
    expect(
      within(nanny).getByRole('rowheader', { name: 'Take-home pay' }).nextElementSibling,
    ).toHaveTextContent(formatUsd(result.nanny.perPaycheck.netPay));
    expect(
      screen.getByText(/Regular rate \$30\.00 an hour, overtime \$45\.00/),
    ).toBeInTheDocument();
  });

  it('recalculates as a family’s solo hours are typed, splitting the overtime premium', async () => {
    const user = userEvent.setup();
    renderShare();
    await user.type(field('Family A: solo hours a week'), '5');
    await updated();
    // 40 shared at $30 half each, 5 solo for A: premium 0.5 × 1,350/45 × 5 = 75, split 750 : 600.
    await waitFor(() => expect(weeklyGross('Family A')).toBe('$791.67'));
    expect(weeklyGross('Family B')).toBe('$633.33');
    expect(
      screen.getByText(/split in proportion to each family’s straight-time pay/),
    ).toBeInTheDocument();
  });

  it('says when the shares do not add up and keeps the last result', async () => {
    const user = userEvent.setup();
    renderShare();
    const share = field('Family B: share of the shared pay');
    await user.clear(share);
    await user.type(share, '40');
    await waitFor(() =>
      expect(share).toHaveAccessibleDescription(
        'The shares of the shared pay must add up to 100%; they add up to 90%.',
      ),
    );
    expect(weeklyGross('Family B')).toBe('$600.00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'These results are for your last complete entry',
    );
  });

  it('adds a third family and lays out three columns', async () => {
    const user = userEvent.setup();
    renderShare(
      completeShareInput({
        ...DEFAULT_SHARE_INPUT,
        families: [
          { shareOfSharedPay: 0.4 },
          { shareOfSharedPay: 0.3 },
          { shareOfSharedPay: 0.3, label: 'The Diaz' },
        ],
      }),
    );
    expect(screen.getAllByRole('region', { name: /^(Family A|Family B|The Diaz)$/ })).toHaveLength(
      3,
    );
    expect(screen.queryByRole('button', { name: 'Add a third family' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove The Diaz' }));
    expect(screen.getByRole('button', { name: 'Add a third family' })).toBeInTheDocument();
  });

  it('asks where the nanny works and warns under the local minimum wage', async () => {
    const user = userEvent.setup();
    const router = renderShare(
      completeShareInput({ ...DEFAULT_SHARE_INPUT, state: 'WA', sharedRate: 20 }),
    );
    const where = screen.getByRole('combobox', { name: 'Where does your nanny work?' });
    await user.selectOptions(where, 'WA-SEATTLE');
    await updated();
    await waitFor(() =>
      expect(screen.getByText(/below Seattle's minimum wage of \$21\.30/)).toBeInTheDocument(),
    );
    // Said at the shared rate itself, not only in the results.
    expect(screen.getByRole('textbox', { name: 'Shared hourly rate' })).toHaveAccessibleDescription(
      /Below Seattle’s \$21\.30 minimum\./,
    );
    await waitFor(
      () => {
        const [url] = jest.mocked(router.replace).mock.lastCall ?? [];
        expect(url).toMatchObject({ query: { locality: 'WA-SEATTLE' } });
      },
      { timeout: 5_000 },
    );
  });

  it('starts a new state with no work place chosen, and going back brings none back', async () => {
    const user = userEvent.setup();
    renderShare(
      completeShareInput({ ...DEFAULT_SHARE_INPUT, state: 'WA', locality: 'WA-SEATTLE' }),
    );
    const where = () => screen.getByRole('combobox', { name: 'Where does your nanny work?' });
    expect(where()).toHaveValue('WA-SEATTLE');
    const state = screen.getByRole('combobox', { name: 'State' });
    await user.selectOptions(state, 'TX');
    await user.selectOptions(state, 'WA');
    expect(where()).toHaveValue('');
  });

  it('has no locality select in a state without localities', () => {
    renderShare();
    expect(screen.queryByRole('combobox', { name: 'Where does your nanny work?' })).toBeNull();
  });
});
