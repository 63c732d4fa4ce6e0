/** @jest-environment node */
import { clientAddress } from '@/lib/serving/requests/clientAddress.server';

describe('clientAddress.server', () => {
  it.each([
    [
      'no trusted proxy: the peer, whatever the header says',
      { 'x-forwarded-for': '6.6.6.6' },
      0,
      '10.0.0.9',
    ],
    [
      'one proxy: the last hop it appended',
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      1,
      '203.0.113.7',
    ],
    [
      'two proxies: one further left',
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.1.1.1' },
      2,
      '203.0.113.7',
    ],
    [
      'a header shorter than the proxies: the peer',
      { 'x-forwarded-for': '203.0.113.7' },
      2,
      '10.0.0.9',
    ],
    ['no header: the peer', {}, 1, '10.0.0.9'],
    [
      'repeated headers are one list',
      { 'x-forwarded-for': ['6.6.6.6', '203.0.113.7'] },
      1,
      '203.0.113.7',
    ],
  ])('%s', (_name, headers, hops, expected) => {
    expect(clientAddress(headers, '10.0.0.9', hops)).toBe(expected);
  });

  it('counts an unknown peer as one client', () => {
    expect(clientAddress({}, undefined, 0)).toBe('unknown');
  });
});
