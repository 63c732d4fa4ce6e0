/** @jest-environment node */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createRateLimit } from '@/lib/serving/requests/rateLimit.server';
import { logger } from '@/lib/platform/logging/logger.server';

describe('createRateLimit', () => {
  afterEach(() => jest.restoreAllMocks());

  it('admits a key up to the limit, then refuses it with the seconds until the window ends', async () => {
    const limit = createRateLimit({ name: 'test-a', points: 3, windowSeconds: 60 });
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await limit.consume('client'));
    expect(outcomes.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    const last = outcomes[3];
    expect(last?.allowed).toBe(false);
    const retryAfter = last?.allowed === false ? last.retryAfterSeconds : 0;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each key on its own', async () => {
    const limit = createRateLimit({ name: 'test-b', points: 1, windowSeconds: 60 });
    expect(await limit.consume('one')).toEqual({ allowed: true });
    expect(await limit.consume('two')).toEqual({ allowed: true });
    expect((await limit.consume('one')).allowed).toBe(false);
  });

  it('lets requests through when the store fails', async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const broken = new RateLimiterMemory({ points: 1, duration: 1 });
    jest.spyOn(broken, 'consume').mockRejectedValue(new Error('store down'));
    const limit = createRateLimit({ name: 'test-c', points: 1, windowSeconds: 60 }, broken);
    expect(await limit.consume('x')).toEqual({ allowed: true });
  });
});
