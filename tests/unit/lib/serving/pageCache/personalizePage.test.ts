/** @jest-environment node */
import fc from 'fast-check';
import { compilePage, fillPage, templateContains } from '@/lib/serving/pageCache/personalizePage';
import { renderPlaceholders } from '@/lib/serving/pageCache/internalRender.server';

const placeholders = renderPlaceholders('a'.repeat(40));
const values = {
  nonce: 'bm9uY2UtMTIzNDU2Nzg5MA==',
  visitorId: '11111111-1111-4111-8111-111111111111',
  deviceId: '22222222-2222-4222-8222-222222222222',
  enrollmentSessionId: '33333333-3333-4333-8333-333333333333',
};

/** Compiles and fills at once, as the front server does for one response. */
const personalize = (text: string) => fillPage(compilePage(text, placeholders), values);

describe('compilePage and fillPage', () => {
  it('replaces every occurrence of every placeholder', () => {
    const page = [
      `<script nonce="${placeholders.nonce}"></script><style nonce="${placeholders.nonce}"></style>`,
      `{"visitorId":"${placeholders.visitorId}","deviceId":"${placeholders.deviceId}",`,
      `"enrollmentSessionId":"${placeholders.enrollmentSessionId}","nonce":"${placeholders.nonce}"}`,
    ].join('');
    const result = personalize(page);
    for (const placeholder of Object.values(placeholders))
      expect(result).not.toContain(placeholder);
    expect(result.split(values.nonce)).toHaveLength(4);
    expect(result).toContain(`"visitorId":"${values.visitorId}"`);
    expect(result).toContain(`"deviceId":"${values.deviceId}"`);
    expect(result).toContain(`"enrollmentSessionId":"${values.enrollmentSessionId}"`);
  });

  it('leaves look-alikes of a nonce attribute alone (exact strings, not a pattern)', () => {
    const page = '<script nonce="somebody-else"></script>';
    expect(personalize(page)).toBe(page);
  });

  it('rewrites the CSP header the same way', () => {
    const header = `script-src 'nonce-${placeholders.nonce}' 'strict-dynamic'`;
    expect(personalize(header)).toBe(`script-src 'nonce-${values.nonce}' 'strict-dynamic'`);
  });

  it('fills a compiled template exactly as replacing every placeholder would', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom<string>(
        placeholders.nonce,
        placeholders.visitorId,
        placeholders.deviceId,
        placeholders.enrollmentSessionId,
      ),
    );
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const text = pieces.join('');
        let expected = text;
        for (const field of ['nonce', 'visitorId', 'deviceId', 'enrollmentSessionId'] as const) {
          expected = expected.split(placeholders[field]).join(values[field]);
        }
        expect(fillPage(compilePage(text, placeholders), values)).toBe(expected);
      }),
    );
  });
});

describe('compilePage with nested placeholders', () => {
  const nested = { whole: '{"name":"phNAME"}', name: 'phNAME' };

  it('takes the longer placeholder where two start together, and the inner one elsewhere', () => {
    const template = compilePage('<b>phNAME</b><script>{"name":"phNAME"}</script>', nested);
    expect(template.slots).toEqual(['name', 'whole']);
    expect(fillPage(template, { whole: '{"name":"Ann"}', name: 'Ann' })).toBe(
      '<b>Ann</b><script>{"name":"Ann"}</script>',
    );
  });

  it('takes the longer of two placeholders that start at the same place', () => {
    const template = compilePage('<i>phNAME-x</i>', { short: 'phNAME', long: 'phNAME-x' });
    expect(template.slots).toEqual(['long']);
  });

  it('tells when a text is left outside the slots', () => {
    const template = compilePage('<i>phNAME-x</i>', { whole: '{"name":"phNAME"}' });
    expect(templateContains(template, ['phNAME'])).toBe(true);
    expect(templateContains(compilePage('<b>phNAME</b>', nested), ['phNAME'])).toBe(false);
  });
});
