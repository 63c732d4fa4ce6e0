/** @jest-environment node */
import {
  replayStoredEvents,
  STORED_EVENTS_KEY,
  storeEventForNextPage,
} from '@/lib/tracking/analytics/storedEvents';
import { memoryStorage } from '../../../../support/memoryStorage';

describe('stored analytics events', () => {
  it('replays parked events in order on a normal page and removes them', () => {
    const storage = memoryStorage();
    storeEventForNextPage(storage, { name: 'signInStarted', data: { from: 'header' } });
    storeEventForNextPage(storage, { name: 'second' });
    const track = jest.fn();
    expect(replayStoredEvents(storage, '/caregivers', { track })).toBe(2);
    expect(track.mock.calls).toEqual([
      ['signInStarted', { from: 'header' }],
      ['second', undefined],
    ]);
    expect(storage.items.has(STORED_EVENTS_KEY)).toBe(false);
  });

  it.each(['/authCallback', '/authCallback/silent'])('keeps them on %s', (path) => {
    const storage = memoryStorage();
    storeEventForNextPage(storage, { name: 'signInStarted' });
    const track = jest.fn();
    expect(replayStoredEvents(storage, path, { track })).toBe(0);
    expect(track).not.toHaveBeenCalled();
    expect(storage.items.has(STORED_EVENTS_KEY)).toBe(true);
  });

  it('ignores malformed storage and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(STORED_EVENTS_KEY, '{not json');
    const track = jest.fn();
    expect(replayStoredEvents(storage, '/', { track })).toBe(0);
    expect(replayStoredEvents(undefined, '/', { track })).toBe(0);
    expect(storeEventForNextPage(undefined, { name: 'x' })).toBe(false);
  });
});
