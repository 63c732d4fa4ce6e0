import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import EmailResultsForm from '@/components/calculator/EmailResultsForm';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { RequestTimeoutError } from '@/lib/platform/http/fetchWithTimeout';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { calculatorResultUrl } from '@/lib/calculator/url/calculatorResultUrl';
import { EMAIL_MESSAGES } from '@/lib/calculator/emailAddress';
import { recaptchaToken, RecaptchaError } from '@/lib/calculator/recaptcha';
import { TAX_CALCULATOR_RESULT_SEND_MUTATION } from '@/lib/members/graphql/resultSendMutation';
import { toResultSendInput } from '@/lib/calculator/toResultSendInput';
import { loadBrowserApolloClient } from '@/lib/members/graphql/loadBrowserApolloClient';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { type PublicConfig } from '@/lib/platform/config/siteConfig';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

jest.mock('@/lib/calculator/recaptcha', () => ({
  ...jest.requireActual<object>('@/lib/calculator/recaptcha'),
  recaptchaToken: jest.fn(),
}));
jest.mock('@/lib/members/graphql/loadBrowserApolloClient', () => ({
  loadBrowserApolloClient: jest.fn(),
}));
jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

const props = pagePropsFixture('nannyTaxCalculator');
const site = { ...props.site, oidc: { ...props.site.oidc, authority: null } };
const calculation = calculate(DEFAULT_NANNY_TAX_INPUT);
const { input, result } = calculation;
const SENT = {
  data: {
    taxCalculatorResultSend: {
      __typename: 'TaxCalculatorResultSendPayload',
      sent: true,
      messageId: '<m1@homepay.example>',
    },
  },
};

/** A link that records each operation and answers "sent". */
function recordingLink() {
  const operations: ApolloLink.Operation[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation);
    return of(SENT);
  });
  return { link, operations };
}

/** Renders the form; the on-demand Apollo client it loads answers through `apollo`. */
function renderForm(
  apollo: { link: ApolloLink } | { mocks: ReadonlyArray<MockLink.MockedResponse> },
  recaptcha: PublicConfig['recaptcha'] = site.recaptcha,
) {
  const link = 'link' in apollo ? apollo.link : new MockLink(apollo.mocks);
  jest
    .mocked(loadBrowserApolloClient)
    .mockResolvedValue(new ApolloClient({ link, cache: new InMemoryCache() }));
  const pageSite = { ...site, recaptcha };
  return renderWithProviders(
    <EmailResultsForm site={pageSite} nonce="page-nonce" calculation={calculation} />,
    { pageProps: { ...props, site: pageSite } },
  );
}

const emailField = () => screen.getByRole('textbox', { name: 'Your e-mail address' });
const sendButton = () => screen.getByRole('button', { name: 'Email my results' });

async function send(address: string) {
  await userEvent.type(emailField(), address);
  await userEvent.click(sendButton());
}

beforeAll(preloadPageIslands);

describe('EmailResultsForm', () => {
  const token = jest.mocked(recaptchaToken);
  const logError = jest.mocked(browserLogger.error);
  beforeEach(() => {
    token.mockReset();
    logError.mockClear();
  });

  it('explains an empty or malformed address next to the field and sends nothing', async () => {
    const { link, operations } = recordingLink();
    renderForm({ link });
    await userEvent.click(sendButton());
    expect(emailField()).toHaveAccessibleDescription(EMAIL_MESSAGES.empty);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await send('name@example');
    expect(emailField()).toHaveAccessibleDescription(EMAIL_MESSAGES.invalid);
    expect(operations).toHaveLength(0);
    await userEvent.type(emailField(), '.com');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the address, the shareable URL and the summary, and confirms in a snackbar', async () => {
    const variables = {
      input: toResultSendInput(
        'family@example.com',
        calculatorResultUrl(site.siteOrigin, calculation.search),
        input,
        result,
        site.supportPhone,
        'en',
      ),
    };
    renderForm({
      mocks: [{ request: { query: TAX_CALCULATOR_RESULT_SEND_MUTATION, variables }, result: SENT }],
    });
    await send(' family@example.com ');
    expect(await screen.findByText('We sent your results to family@example.com.')).toBeVisible();
    expect(variables.input.resultUrl).toBe(
      'http://localhost:3000/app/hp-vhp/nanny-tax-calculator?year=2026&state=TX&amount=25&per=hour&type=gross&hours=40&frequency=weekly',
    );
  });

  it('says so in the snackbar when the backend refuses', async () => {
    renderForm({
      mocks: [
        {
          request: { query: TAX_CALCULATOR_RESULT_SEND_MUTATION, variables: () => true },
          result: { errors: [{ message: 'reCAPTCHA verification failed.' }] },
        },
      ],
    });
    await send('family@example.com');
    expect(await screen.findByText(/couldn’t send your results/)).toBeVisible();
  });

  it('says so in the snackbar when the data client cannot load', async () => {
    jest.mocked(loadBrowserApolloClient).mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(
      <EmailResultsForm site={site} nonce="page-nonce" calculation={calculation} />,
      { pageProps: props },
    );
    await send('family@example.com');
    expect(await screen.findByText(/couldn’t send your results/)).toBeVisible();
  });

  it('adds no reCAPTCHA headers and loads nothing when reCAPTCHA is off', async () => {
    const { link, operations } = recordingLink();
    renderForm({ link });
    await send('family@example.com');
    await waitFor(() => expect(operations).toHaveLength(1));
    expect(operations[0]?.getContext().headers).toBeUndefined();
    expect(token).not.toHaveBeenCalled();
  });

  it('sends the site key and token as headers of this mutation when reCAPTCHA is on', async () => {
    token.mockResolvedValue('recaptcha-token');
    const { link, operations } = recordingLink();
    renderForm({ link }, { enabled: true, siteKey: 'site-key' });
    await send('family@example.com');
    await waitFor(() => expect(operations).toHaveLength(1));
    expect(token).toHaveBeenCalledWith('site-key', 'page-nonce', 'taxCalculatorResultSend');
    expect(operations[0]?.operationName).toBe('taxCalculatorResultSend');
    expect(operations[0]?.getContext().headers).toEqual({
      'x-recaptcha-site-key': 'site-key',
      'x-recaptcha-token': 'recaptcha-token',
    });
  });

  it('sends without the headers and reports the failure when reCAPTCHA fails', async () => {
    token.mockRejectedValue(new RecaptchaError('reCAPTCHA script failed to load'));
    const { link, operations } = recordingLink();
    renderForm({ link }, { enabled: true, siteKey: 'site-key' });
    await send('family@example.com');
    await waitFor(() => expect(operations).toHaveLength(1));
    expect(operations[0]?.getContext().headers).toBeUndefined();
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'RecaptchaError' }),
      expect.stringContaining('reCAPTCHA failed'),
    );
    expect(await screen.findByText('We sent your results to family@example.com.')).toBeVisible();
  });
});

describe('EmailResultsForm when a send does not go through', () => {
  /** A link that fails the first `failures` sends with `error`, then answers "sent". */
  function flakyLink(error: Error, failures = 1) {
    let calls = 0;
    const link = new ApolloLink(() => {
      calls += 1;
      return calls <= failures ? throwError(() => error) : of(SENT);
    });
    return { link, calls: () => calls };
  }

  it.each([
    ['no answer in time', new RequestTimeoutError(10_000), CALCULATOR_EN.email.timedOut],
    ['a failure', new TypeError('Failed to fetch'), CALCULATOR_EN.email.failed],
  ])('explains %s in plain words and sends again only when asked', async (_case, error, text) => {
    const { link, calls } = flakyLink(error);
    renderForm({ link });
    await send('family@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(sendButton()).toBeEnabled();
    expect(calls()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We sent your results to family@example.com.')).toBeVisible();
    expect(calls()).toBe(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('EmailResultsForm idempotency keys', () => {
  it('repeats a timed-out send with the same key, and gives another address a new one', async () => {
    const keys: unknown[] = [];
    const link = new ApolloLink((operation) => {
      keys.push(operation.getContext().idempotencyKey);
      return keys.length === 1 ? throwError(() => new RequestTimeoutError(10_000)) : of(SENT);
    });
    renderForm({ link });
    await send('family@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We sent your results to family@example.com.')).toBeVisible();
    await userEvent.clear(emailField());
    await send('other@example.com');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('the hide-email flag', () => {
  it.each([
    [false, 1],
    [true, 0],
  ])('hideEmailButton=%p shows %p e-mail forms', (hideEmailButton, count) => {
    const flags = { ...props.flags, hideEmailButton };
    renderWithProviders(
      <NannyTaxCalculator site={site} flags={flags} nonce="" initialCalculation={calculation} />,
      { pageProps: { ...props, site, flags } },
    );
    expect(screen.queryAllByRole('form', { name: 'Email my results' })).toHaveLength(count);
  });
});
