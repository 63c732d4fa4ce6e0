/** @jest-environment node */
import { EventEmitter } from 'node:events';

describe('lifecycle', () => {
  beforeEach(() => jest.resetModules());

  it('reports draining once SIGTERM arrives', async () => {
    const { isDraining, watchShutdownSignals } =
      await import('@/lib/serving/health/lifecycle.server');
    const fakeProcess = new EventEmitter();
    watchShutdownSignals(fakeProcess as unknown as NodeJS.Process);
    expect(isDraining()).toBe(false);
    fakeProcess.emit('SIGTERM');
    expect(isDraining()).toBe(true);
  });

  it('reports draining on SIGINT too', async () => {
    const { isDraining, watchShutdownSignals } =
      await import('@/lib/serving/health/lifecycle.server');
    const fakeProcess = new EventEmitter();
    watchShutdownSignals(fakeProcess as unknown as NodeJS.Process);
    fakeProcess.emit('SIGINT');
    expect(isDraining()).toBe(true);
  });
});
