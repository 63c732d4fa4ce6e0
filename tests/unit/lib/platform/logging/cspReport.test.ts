import fc from 'fast-check';
import { summarizeCspReport } from '@/lib/platform/logging/cspReport';
import { sanitizeLogField } from '@/lib/platform/logging/sanitizeLogField';

describe('summarizeCspReport', () => {
  const report = {
    'csp-report': {
      'document-uri': 'http://localhost:3000/app/hp-vhp',
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'inline',
    },
  };

  it.each([
    ['an object body', report],
    ['a string body (application/csp-report arrives unparsed)', JSON.stringify(report)],
  ])('reads %s', (_label, body) => {
    expect(summarizeCspReport(body)).toEqual({
      documentUri: 'http://localhost:3000/app/hp-vhp',
      violatedDirective: 'script-src-elem',
      blockedUri: 'inline',
    });
  });

  it.each([['not json {'], [null], [42], [[1, 2]], [{ other: true }], [{ 'csp-report': 'x' }]])(
    'drops %p',
    (body) => {
      expect(summarizeCspReport(body)).toBeNull();
    },
  );
});

describe('sanitizeLogField', () => {
  it('never lets CR, LF or other control characters into a log line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const clean = sanitizeLogField(value);
        expect(clean).not.toMatch(/[\u0000-\u001f\u007f]/);
        expect(clean.length).toBeLessThanOrEqual(256);
      }),
    );
  });

  it('turns anything that is not a string into an empty field', () => {
    expect(sanitizeLogField({ toString: () => 'x' })).toBe('');
  });
});
