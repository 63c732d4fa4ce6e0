/** @jest-environment node */
import fc from 'fast-check';
import { REDACTED, redactText, scrubUrl, scrubValue } from '@/lib/platform/logging/scrubSecrets';

/** Every secret the tables below plant; none may survive in any output. */
const SECRETS =
  /abc-code|xyz-state|sess-st|tok-123|idt-456|rft-789|issuer-x|maria|client\b|k3y-s3cr3t|hunter2|REF123|IRP77|eyJhbGciOiJSUzI1NiJ9/;

const ORIGIN = 'https://www.example.org/app/hp-vhp';

describe('scrubUrl', () => {
  it.each([
    [
      'the sign-in callback',
      `${ORIGIN}/authCallback?code=abc-code&state=xyz-state&session_state=sess-st&iss=issuer-x`,
    ],
    [
      'tokens in the fragment',
      `${ORIGIN}/#access_token=tok-123&id_token=idt-456&refresh_token=rft-789`,
    ],
    ['tokens in the query', `${ORIGIN}/?token=tok-123&access_token=tok-123`],
    ['an e-mail parameter', `${ORIGIN}/?email=maria@example.com`],
    ['an e-mail parameter that is no address', `${ORIGIN}/?email=maria`],
    ['an encoded e-mail', `${ORIGIN}/?email=maria%40example.com`],
    ['a double-encoded e-mail', `${ORIGIN}/?to=maria%2540example.com`],
    ['an encoded e-mail with an encoded plus', `${ORIGIN}/?next=client%2Bmaria%40example.com`],
    ['an e-mail under another name', `${ORIGIN}/?next=maria@example.com`],
    ['an e-mail in the path', `${ORIGIN}/members/maria@example.com/profile`],
    [
      'an encoded callback inside a parameter',
      `${ORIGIN}/?returnTo=%2FauthCallback%3Fcode%3Dabc-code%26state%3Dxyz-state`,
    ],
    ['a double-encoded callback', `${ORIGIN}/?r=%252FauthCallback%253Fcode%253Dabc-code`],
    [
      'an apiKey-style name',
      `${ORIGIN}/?apiKey=k3y-s3cr3t&api_key=k3y-s3cr3t&x-api-key=k3y-s3cr3t`,
    ],
    ['a client secret', `${ORIGIN}/?client_secret=k3y-s3cr3t`],
    ['credentials in the authority', 'https://maria:hunter2@www.example.org/app/hp-vhp/'],
    ['referral codes', `${ORIGIN}/?rx=REF123&rx1=REF123&irpid=IRP77&vpm=REF123`],
    ['prefixed referral cookies', `${ORIGIN}/?__Secure-vpm=REF123&__Secure-hp_rx=REF123`],
    ['a JWT anywhere', `${ORIGIN}/?x=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIx.sig`],
  ])('removes %s', (_name, url) => {
    const scrubbed = scrubUrl(url);
    expect(scrubbed).not.toMatch(SECRETS);
    expect(scrubbed).toContain(REDACTED);
  });

  it.each([
    [`${ORIGIN}/sample-senior-care-contract?utm_source=x&utm_campaign=y`],
    [`${ORIGIN}/nanny-tax-calculator?year=2026&state=CA&amount=700`],
    [`${ORIGIN}/`],
    ['/authCallback'],
  ])('keeps %s as it is', (url) => {
    expect(scrubUrl(url)).toBe(url);
  });

  it('keeps the path and the harmless parameters around a secret', () => {
    expect(scrubUrl(`${ORIGIN}/authCallback?utm_source=x&code=abc-code#top`)).toBe(
      `${ORIGIN}/authCallback?utm_source=x&code=${REDACTED}#top`,
    );
  });

  it('never outputs an e-mail address, nor its local part, put in a parameter or path segment', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (address, encode) => {
        // A marked local part, so finding it in the output is the address's, not a chance match.
        const email = `zq9${address}`;
        // Written unencoded, an address with a URL delimiter would be another URL.
        fc.pre(encode || !/[/?#&=%]/.test(email));
        const written = encode ? encodeURIComponent(email) : email;
        for (const url of [`${ORIGIN}/?next=${written}&a=1`, `${ORIGIN}/p/${written}/q`]) {
          const out = scrubUrl(url);
          expect(out).not.toContain(email);
          expect(out).not.toContain(email.split('@')[0]);
          expect(out).not.toContain('zq9');
        }
      }),
    );
  });
});

describe('redactText', () => {
  it.each([
    ['a callback in a log message', 'GET /authCallback?code=abc-code&state=xyz-state 302'],
    ['key: value text', 'refresh_token: rft-789, iss: issuer-x'],
    ['JSON', '{"apiKey":"k3y-s3cr3t","password":"hunter2"}'],
    ['an encoded e-mail in text', 'sent to maria%40example.com'],
    ['an encoded pair in text', 'next=%2F%3Fcode%3Dabc-code'],
    ['an address with RFC 5322 local-part characters', 'mail to maria&o/x=1@example.com'],
    ['credentials in a URL in text', 'fetching https://maria:hunter2@idp.example.org/token'],
  ])('removes %s', (_name, text) => {
    expect(redactText(text)).not.toMatch(SECRETS);
  });

  it('keeps a US state and ordinary words', () => {
    expect(redactText('state=NY and the code path')).toBe('state=NY and the code path');
  });
});

describe('scrubValue', () => {
  it('scrubs URL-named properties, secret-named keys and every string at every depth', () => {
    const scrubbed = scrubValue({
      url: `${ORIGIN}/authCallback?code=abc-code&state=xyz-state`,
      '[Amplitude] Page Location': `${ORIGIN}/authCallback?code=abc-code`,
      '[Amplitude] Previous Page Location': `${ORIGIN}/?email=maria@example.com`,
      referer: `${ORIGIN}/?token=tok-123`,
      nested: [{ '[Amplitude] Element Href': '/x?access_token=tok-123' }],
      email: 'maria',
      apiKey: 'k3y-s3cr3t',
      czen_session_id: 'csc-1',
      state: 'CA',
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(SECRETS);
    expect(scrubbed.czen_session_id).toBe('csc-1');
    expect(scrubbed.state).toBe('CA');
    expect(scrubbed.url).toBe(`${ORIGIN}/authCallback?code=${REDACTED}&state=${REDACTED}`);
  });

  it.each(['vpm', 'hp_rx', '__Secure-vpm', '__Secure-hp_rx'])(
    'scrubs the referral cookie %s by name',
    (name) => {
      expect(scrubValue({ [name]: 'REF123' })).toEqual({ [name]: REDACTED });
    },
  );

  it('returns errors and other class instances as they are', () => {
    const error = new Error('x');
    expect(scrubValue({ err: error }).err).toBe(error);
  });
});
