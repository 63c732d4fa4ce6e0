/** @jest-environment node */
import { checkEmailAddress, EMAIL_MESSAGES } from '@/lib/calculator/emailAddress';

describe('checkEmailAddress', () => {
  it.each([
    'name@example.com',
    'first.last+tag@sub.example.co.uk',
    'o-brien@my-domain.org',
    'user@[192.168.0.1]',
    '"john..doe"@example.com',
  ])('accepts %p', (address) => {
    expect(checkEmailAddress(address)).toEqual({ ok: true, email: address });
  });

  it('trims the address before checking and sending it', () => {
    expect(checkEmailAddress('  name@example.com ')).toEqual({
      ok: true,
      email: 'name@example.com',
    });
  });

  it.each([
    ['', EMAIL_MESSAGES.empty],
    ['   ', EMAIL_MESSAGES.empty],
  ])('asks for an address when it is %p', (address, message) => {
    expect(checkEmailAddress(address)).toEqual({ ok: false, problem: 'empty', message });
  });

  it.each([
    'plainaddress',
    'name@',
    '@example.com',
    'name@example',
    'name@example.c',
    'name@example.123',
    'name@@example.com',
    'na me@example.com',
    '.name@example.com',
    'name.@example.com',
    'name..dots@example.com',
    'name@exa_mple.com',
    'name@[192.168.0]',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %p with an example of a good address', (address) => {
    expect(checkEmailAddress(address)).toEqual({
      ok: false,
      problem: 'invalid',
      message: EMAIL_MESSAGES.invalid,
    });
  });
});
