import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import ShareEmailForm from '@/components/calculator/share/ShareEmailForm';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { calculateShare } from '@/lib/calculator/share/shareEngine';
import { shareResultUrl } from '@/lib/calculator/share/url/shareResultUrl';
import { toResultSendInput } from '@/lib/calculator/toResultSendInput';
import { type TaxCalculatorResultInput } from '@/lib/members/graphql/resultSendMutation';
import { loadBrowserApolloClient } from '@/lib/members/graphql/loadBrowserApolloClient';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../../support/renderWithProviders';

jest.mock('@/lib/members/graphql/loadBrowserApolloClient', () => ({
  loadBrowserApolloClient: jest.fn(),
}));

const props = pagePropsFixture('nannyShareCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };
// Unequal shares, so the two families' figures differ.
const calculation = calculateShare({
  ...DEFAULT_SHARE_INPUT,
  families: [
    { ...DEFAULT_SHARE_INPUT.families[0]!, shareOfSharedPay: 0.6 },
    { ...DEFAULT_SHARE_INPUT.families[1]!, shareOfSharedPay: 0.4 },
  ],
});

function renderForm() {
  const operations: ApolloLink.Operation[] = [];
  const link = new ApolloLink((operation) => {
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
  });
  jest
    .mocked(loadBrowserApolloClient)
    .mockResolvedValue(new ApolloClient({ link, cache: new InMemoryCache() }));
  renderWithProviders(<ShareEmailForm site={site} nonce="page-nonce" calculation={calculation} />, {
    pageProps: { ...props, site },
  });
  return operations;
}

describe('ShareEmailForm', () => {
  it('sends the chosen family’s figures with a link back to the whole share', async () => {
    const operations = renderForm();
    const whose = screen.getByRole('combobox', { name: 'Whose results?' });
    expect(whose).toHaveValue('0');
    await userEvent.selectOptions(whose, 'Family B');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your e-mail address' }),
      'b@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Email my results' }));
    expect(await screen.findByText('We sent your results to b@example.com.')).toBeVisible();
    const family = calculation.result.families[1]!;
    expect(operations).toHaveLength(1);
    expect(operations[0]?.variables).toEqual({
      input: toResultSendInput(
        'b@example.com',
        shareResultUrl(site.siteOrigin, calculation.search),
        { payFrequency: calculation.input.payFrequency },
        family,
        site.supportPhone,
        'en',
      ),
    });
    const sent = operations[0]?.variables.input as TaxCalculatorResultInput | undefined;
    expect(sent?.resultUrl).toMatch(/\/app\/hp-vhp\/nanny-share-calculator\?/);
    expect(sent?.totalEmployerCostAnnual).toBe(family.annual.totalEmployerCost);
    expect(family.annual.totalEmployerCost).not.toBe(
      calculation.result.families[0]!.annual.totalEmployerCost,
    );
  });
});
