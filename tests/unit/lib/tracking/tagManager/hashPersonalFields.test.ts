/** @jest-environment node */
import {
  hashPersonalFields,
  normalisePersonalField,
  sha256Hex,
} from '@/lib/tracking/tagManager/hashPersonalFields';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %p to the FIPS 180-2 vector', async (text, expected) => {
    await expect(sha256Hex(text)).resolves.toBe(expected);
  });
});

describe('normalisePersonalField', () => {
  it.each([
    ['email', '  Test@Example.COM ', 'test@example.com'],
    ['firstName', 'Mary-Ann.', 'maryann'],
    ['lastName', "O'Brien, Jr.", 'obrien jr'],
    ['city', 'New York 10001', 'newyork'],
    ['state', ' N.Y. ', 'ny'],
  ] as const)('%s %p becomes %p', (field, value, expected) => {
    expect(normalisePersonalField(field, value)).toBe(expected);
  });
});

describe('hashPersonalFields', () => {
  it('hashes the normalised values into <field>SHA256 and skips empty ones', async () => {
    await expect(
      hashPersonalFields({
        email: ' Test@Example.com',
        firstName: 'Mary-Ann',
        city: 'New York',
        state: 'N.Y.',
        lastName: '  ',
      }),
    ).resolves.toEqual({
      emailSHA256: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      firstNameSHA256: '16b3f07f0ec2f9dd127b71dc2e6c791b7d93116a1c3bc99d057eaa7a8a077e73',
      citySHA256: '350c754ba4d38897693aa077ef43072a859d23f613443133fecbbd90a3512ca5',
      stateSHA256: '1b06e2003f8420d6fa42badd8f77ec0f706b976b7a48b13c567dc5a559681683',
    });
  });
});
