/** @jest-environment node */
import {
  QUEUE_KEY,
  createTagManager,
  type TagManagerErrorEvent,
} from '@/lib/tracking/tagManager/tagManagerQueue';
import { memoryStorage } from '../../../../support/memoryStorage';

function setup(options: { storage?: boolean; dataLayer?: boolean } = {}) {
  const storage = memoryStorage();
  const dataLayer: object[] = [];
  const errors: TagManagerErrorEvent[] = [];
  const tagManager = createTagManager({
    storage: () => (options.storage === false ? undefined : storage),
    dataLayer: () => (options.dataLayer === false ? undefined : dataLayer),
    pathname: () => '/app/hp-vhp/',
    now: () => new Date(),
    onError: (event) => errors.push(event),
  });
  return { tagManager, storage, dataLayer, errors };
}

describe('createTagManager', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2026-03-14T10:59:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('queues pushes in session storage until the container loads, then drains them in order', async () => {
    const { tagManager, storage, dataLayer } = setup();
    await tagManager.push({ event: 'viewedVhp', gtmEvent: 'pageView' });
    await tagManager.push({ event: 'viewedVhp', gtmEvent: 'signIn' });
    expect(dataLayer).toEqual([]);
    expect(JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]')).toHaveLength(2);
    tagManager.containerLoaded();
    expect(dataLayer.map((entry) => (entry as { gtmEvent: string }).gtmEvent)).toEqual([
      'pageView',
      'signIn',
    ]);
    expect(storage.getItem(QUEUE_KEY)).toBeNull();
    await tagManager.push({ event: 'viewedVhp', gtmEvent: 'calculatorUsed' });
    expect(dataLayer).toHaveLength(3);
  });

  it('drops a duplicate within the same UTC hour and pushes it again in the next hour', async () => {
    const { tagManager, dataLayer, errors } = setup();
    tagManager.containerLoaded();
    await tagManager.push({ event: 'viewedVhp', gtmEvent: 'pageView' });
    await tagManager.push({ event: 'viewedVhp', gtmEvent: 'pageView' });
    expect(dataLayer).toHaveLength(1);
    expect(errors).toEqual(['gtmPushViewDuplicate']);
    jest.setSystemTime(new Date('2026-03-14T11:00:01Z'));
    await tagManager.push({ event: 'viewedVhp', gtmEvent: 'pageView' });
    expect(dataLayer).toHaveLength(2);
  });

  it('remembers only the last 3 pushes', async () => {
    const { tagManager, dataLayer } = setup();
    tagManager.containerLoaded();
    for (const gtmEvent of ['a', 'b', 'c', 'd', 'a']) {
      await tagManager.push({ event: 'viewedVhp', gtmEvent });
    }
    expect(dataLayer).toHaveLength(5);
  });

  it('pushes a duplicate when duplicate control is ignored', async () => {
    const { tagManager, dataLayer, errors } = setup();
    tagManager.containerLoaded();
    await tagManager.push({ event: 'viewedVhp' });
    await tagManager.push({ event: 'viewedVhp' }, { ignoreDuplicateControl: true });
    expect(dataLayer).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('reports gtmPushViewBlock when the data layer is missing', async () => {
    const { tagManager, errors } = setup({ dataLayer: false });
    tagManager.containerLoaded();
    await tagManager.push({ event: 'viewedVhp' });
    expect(errors).toEqual(['gtmPushViewBlock']);
  });

  it('says what became of each push, and hands the container an eventCallback only when pushed', async () => {
    const { tagManager, dataLayer } = setup();
    const eventCallback = jest.fn();
    await expect(
      tagManager.push({ event: 'viewedVhp', gtmEvent: 'pageView' }, { eventCallback }),
    ).resolves.toBe('queued');
    tagManager.containerLoaded();
    // Queued pushes travel as JSON: no callback with them.
    expect(dataLayer[0]).not.toHaveProperty('eventCallback');
    await expect(
      tagManager.push({ event: 'viewedVhp', gtmEvent: 'enrollmentClick' }, { eventCallback }),
    ).resolves.toBe('pushed');
    expect(dataLayer[1]).toEqual(
      expect.objectContaining({ gtmEvent: 'enrollmentClick', eventCallback }),
    );
    await expect(
      tagManager.push({ event: 'viewedVhp', gtmEvent: 'enrollmentClick' }, { eventCallback }),
    ).resolves.toBe('duplicate');
    expect(eventCallback).not.toHaveBeenCalled();
  });

  it('reports gtmQueueViewError when session storage is unavailable', async () => {
    const { tagManager, errors } = setup({ storage: false });
    await expect(tagManager.push({ event: 'viewedVhp' })).resolves.toBe('failed');
    expect(errors).toEqual(['gtmQueueViewError']);
  });

  it('reports gtmPushViewError when a push cannot be built', async () => {
    const { tagManager, errors } = setup();
    const digest = jest
      .spyOn(crypto.subtle, 'digest')
      .mockRejectedValueOnce(new Error('no crypto'));
    await tagManager.push({ event: 'viewedVhp', email: 'a@b.co' });
    expect(errors).toEqual(['gtmPushViewError']);
    digest.mockRestore();
  });
});
