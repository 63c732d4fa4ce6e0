/** @jest-environment node */
import fc from 'fast-check';
import { sessionTokenId } from '@/lib/members/session/sessionTokenId.server';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.AQ';

describe('sessionTokenId', () => {
  it.each([
    ['uses the jti when the token has one', TOKEN, 'abc-123', 'jti:abc-123'],
    ['hashes the token when it has no jti', TOKEN, undefined, /^sha256:[A-Za-z0-9_-]{43}$/],
    ['hashes the token when its jti is empty', TOKEN, '', /^sha256:/],
  ])('%s', (_name, token, jti, expected) => {
    const id = sessionTokenId(token, jti);
    if (typeof expected === 'string') expect(id).toBe(expected);
    else expect(id).toMatch(expected);
  });

  it('gives a copied token with a re-encoded signature the same id (base64url slack bits)', () => {
    // "AQ" and "AR" both decode to the byte 0x01: the same signature, a different cookie text.
    expect(sessionTokenId(TOKEN.replace(/AQ$/, 'AR'))).toBe(sessionTokenId(TOKEN));
  });

  it('gives every distinct signature and signed part its own id', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (first, second, claims) => {
          const signed = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(claims).toString('base64url')}`;
          const token = (signature: Uint8Array) =>
            `${signed}.${Buffer.from(signature).toString('base64url')}`;
          const same = Buffer.from(first).equals(Buffer.from(second));
          expect(sessionTokenId(token(first)) === sessionTokenId(token(second))).toBe(same);
          expect(sessionTokenId(token(first))).not.toBe(sessionTokenId(`x${token(first)}`));
        },
      ),
    );
  });
});
