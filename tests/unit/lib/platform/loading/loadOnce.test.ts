/** @jest-environment node */
import { loadOnce } from '@/lib/platform/loading/loadOnce';

describe('loadOnce', () => {
  it('starts the load on the first call only and shares it; the result is then at hand', async () => {
    const start = jest.fn(() => Promise.resolve('module'));
    const loader = loadOnce(start);
    expect(start).not.toHaveBeenCalled();
    expect(loader.loaded()).toBeNull();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe('module');
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const start = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue('module');
    const loader = loadOnce(start);
    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(loader.loaded()).toBeNull();
    await expect(loader.load()).resolves.toBe('module');
    expect(start).toHaveBeenCalledTimes(2);
  });
});
