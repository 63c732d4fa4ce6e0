import { whenIdle } from '@/lib/platform/browser/whenIdle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for the page to load, then for the browser to be idle', () => {
    setReadyState('loading');
    const task = jest.fn();
    whenIdle(task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a loaded page uses requestIdleCallback where the browser has it', () => {
    setReadyState('complete');
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = jest.fn();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before the load or before the idle moment', () => {
    setReadyState('loading');
    const early = jest.fn();
    whenIdle(early)();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    setReadyState('complete');
    const late = jest.fn();
    whenIdle(late)();
    jest.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
