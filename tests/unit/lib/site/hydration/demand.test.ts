/** @jest-environment node */
import { createDemand } from '@/lib/site/hydration/demand';

describe('createDemand', () => {
  it('resolves on the first request and tells listeners of every later one', async () => {
    const demand = createDemand();
    let resolved = false;
    void demand.requested.then(() => {
      resolved = true;
    });
    const heard = jest.fn();
    const stop = demand.onRequest(heard);
    await Promise.resolve();
    expect(resolved).toBe(false);

    demand.request();
    await demand.requested;
    expect(resolved).toBe(true);
    demand.request();
    expect(heard).toHaveBeenCalledTimes(2);

    stop();
    demand.request();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
