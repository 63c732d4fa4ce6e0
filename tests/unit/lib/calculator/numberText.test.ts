/** @jest-environment node */
import fc from 'fast-check';
import {
  checkNumberText,
  decimalToPercentText,
  percentToDecimal,
  readNumberText,
} from '@/lib/calculator/numberText';

/** The number a text reads as, or null. */
function numberOf(text: string): number | null {
  const read = readNumberText(text);
  return read.kind === 'number' ? read.value : null;
}

describe('readNumberText', () => {
  it.each<[string, number | null]>([
    ['25', 25],
    [' 40 ', 40],
    ['22.50', 22.5],
    ['12.', 12],
    ['.5', 0.5],
    ['1,250', 1250],
    ['$1,250.75', 1250.75],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['-5', null],
    ['1e3', null],
    ['12abc', null],
    ['1.2.3', null],
    ['.', null],
    ['Infinity', null],
    ['1e9', null],
    ['1e', null],
    ['20,50', null],
    ['12,500.75', 12500.75],
    ['1,234,567', 1234567],
    ['1,25,000', null],
    ['12,5000', null],
    ['20.50', 20.5],
    ['$', null],
  ])('reads %p as %p', (text, expected) => {
    expect(numberOf(text)).toBe(expected);
  });

  it.each([
    ['20,50', '20.50'],
    ['20,5', '20.5'],
    [' $1250,75 ', '1250.75'],
  ])('reads %p as a decimal comma, suggesting %p', (text, suggestion) => {
    expect(readNumberText(text)).toEqual({ kind: 'decimalComma', suggestion });
  });

  it('tells empty text from text that is not a number', () => {
    expect(readNumberText('  ').kind).toBe('empty');
    expect(readNumberText('1e9').kind).toBe('invalid');
  });
});

describe('checkNumberText', () => {
  const positive = (value: number) => value > 0;

  it('asks for a period for a decimal comma, never reading it as thousands', () => {
    expect(checkNumberText('20,50', positive, 'Enter an amount.')).toEqual({
      ok: false,
      message: 'Use a period for cents: 20.50.',
    });
  });

  it("gives the field's own message for text that is not a number or out of range", () => {
    expect(checkNumberText('1e9', positive, 'Enter an amount.')).toEqual({
      ok: false,
      message: 'Enter an amount.',
    });
    expect(checkNumberText('0', positive, 'Enter an amount.')).toEqual({
      ok: false,
      message: 'Enter an amount.',
    });
  });

  it('returns the number it accepts', () => {
    expect(checkNumberText('$1,250.75', positive, 'Enter an amount.')).toEqual({
      ok: true,
      value: 1250.75,
    });
  });
});

describe('percents', () => {
  it.each<[number, number]>([
    [2.7, 0.027],
    [3.4, 0.034],
    [0.6, 0.006],
    [20, 0.2],
    [0, 0],
    [5.4321, 0.054321],
  ])('%p%% is the fraction %p, without float noise', (percent, fraction) => {
    expect(percentToDecimal(percent)).toBe(fraction);
    expect(decimalToPercentText(fraction)).toBe(String(percent));
  });

  it('round-trips any rate of up to five decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (n) => {
        const rate = n / 100_000;
        expect(percentToDecimal(Number(decimalToPercentText(rate)))).toBe(rate);
      }),
    );
  });
});
