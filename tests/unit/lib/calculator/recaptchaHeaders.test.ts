/** @jest-environment node */
import { recaptchaHeaders } from '@/lib/calculator/recaptchaHeaders';
import { RecaptchaError } from '@/lib/calculator/recaptcha';

describe('recaptchaHeaders', () => {
  const log = { error: jest.fn() };
  beforeEach(() => log.error.mockClear());

  it('asks for nothing and adds nothing when reCAPTCHA is off', async () => {
    const getToken = jest.fn();
    await expect(
      recaptchaHeaders({ enabled: false, siteKey: 'k' }, 'n', getToken, log),
    ).resolves.toBeNull();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('sends the site key and a token obtained with the operation name as action', async () => {
    const getToken = jest.fn(() => Promise.resolve('tok'));
    await expect(
      recaptchaHeaders({ enabled: true, siteKey: 'site-key' }, 'nonce', getToken, log),
    ).resolves.toEqual({ 'x-recaptcha-site-key': 'site-key', 'x-recaptcha-token': 'tok' });
    expect(getToken).toHaveBeenCalledWith('site-key', 'nonce', 'taxCalculatorResultSend');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('reports a failure and lets the call go ahead without the headers', async () => {
    const getToken = jest.fn(() => Promise.reject(new RecaptchaError('blocked')));
    await expect(
      recaptchaHeaders({ enabled: true, siteKey: 'site-key' }, 'nonce', getToken, log),
    ).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'RecaptchaError', err: 'RecaptchaError: blocked' }),
      'reCAPTCHA failed; sending the results without it',
    );
  });
});
