import type * as Recaptcha from '@/lib/calculator/recaptcha';
import { RECAPTCHA_TIMEOUT_MS } from '@/lib/calculator/recaptcha';

type RecaptchaModule = typeof Recaptcha;

/** A fresh copy of the module, so its once-per-visit cache starts empty in each test. */
function freshModule(): RecaptchaModule {
  let loaded: RecaptchaModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<RecaptchaModule>('@/lib/calculator/recaptcha');
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}

function injectedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];
}

const execute = jest.fn((_siteKey: string, _options: { action: string }) =>
  Promise.resolve('token-1'),
);

/** What Google's script does once it has run: define `grecaptcha`. */
function scriptLoads(script: HTMLScriptElement | undefined) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  script?.dispatchEvent(new Event('load'));
}

describe('reCAPTCHA loader', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.grecaptcha;
    execute.mockClear();
    jest.useRealTimers();
  });

  it('adds nothing to the page until a token is asked for', () => {
    freshModule();
    expect(injectedScripts()).toHaveLength(0);
  });

  it('loads the v3 script for the site key with the page nonce, once, and gets a token', async () => {
    const { recaptchaToken } = freshModule();
    const first = recaptchaToken('site key', 'nonce-1', 'taxCalculatorResultSend');
    const [script] = injectedScripts();
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key');
    expect(script?.nonce).toBe('nonce-1');
    expect(script?.async).toBe(true);
    scriptLoads(script);
    await expect(first).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site key', { action: 'taxCalculatorResultSend' });

    await expect(recaptchaToken('site key', 'nonce-1', 'taxCalculatorResultSend')).resolves.toBe(
      'token-1',
    );
    expect(injectedScripts()).toHaveLength(1);
  });

  it('rejects with RecaptchaError when the script fails, and tries again next time', async () => {
    const { recaptchaToken } = freshModule();
    const first = recaptchaToken('key', '', 'a');
    injectedScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({ name: 'RecaptchaError' });
    const second = recaptchaToken('key', '', 'a');
    expect(injectedScripts()).toHaveLength(2);
    scriptLoads(injectedScripts()[1]);
    await expect(second).resolves.toBe('token-1');
  });

  it('rejects when the script loads without the API', async () => {
    const { recaptchaToken } = freshModule();
    const token = recaptchaToken('key', '', 'a');
    injectedScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(token).rejects.toThrow('reCAPTCHA loaded without its API');
  });

  it('gives up after the timeout when Google never answers', async () => {
    jest.useFakeTimers();
    const { recaptchaToken } = freshModule();
    const token = recaptchaToken('key', '', 'a');
    jest.advanceTimersByTime(RECAPTCHA_TIMEOUT_MS);
    await expect(token).rejects.toThrow(/timed out/);
  });
});
