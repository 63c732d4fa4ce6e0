/** @jest-environment node */
import { createNonce } from '@/lib/serving/securityHeaders/createNonce';

describe('createNonce', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('returns the base64 encoding of 16 bytes', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('encodes the bytes the platform random source gives', () => {
    jest
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.forEach((_, index) => (array[index] = index));
        return array;
      });
    expect(createNonce()).toBe(
      Buffer.from(Array.from({ length: 16 }, (_, i) => i)).toString('base64'),
    );
  });

  it('differs between calls', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
  });
});
