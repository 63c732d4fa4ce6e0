/** @jest-environment node */
import fc from 'fast-check';
import {
  decimalToPercentText,
  parseNumberText,
  percentToDecimal,
} from '@/lib/calculator/numberText';

describe('parseNumberText', () => {
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
  ])('reads %p as %p', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
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
