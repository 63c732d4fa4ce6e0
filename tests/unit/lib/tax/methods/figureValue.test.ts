import { formatFigureValue, readableDate } from '@/lib/tax/methods/figureValue';

describe('formatFigureValue', () => {
  it.each<[unknown, string, string | null]>([
    [15, '.states.FL.minimumWage', '$15.00'],
    [13.25, '.localities.list[MN-ST-PAUL].minimumWage.rate', '$13.25'],
    [78200, '.states.WA.unemployment.wageBase', '$78,200.00'],
    [0.017, '.states.NH.unemployment.newEmployerRate', '1.7%'],
    [0, '.states.TX.programs[X].rate', '0%'],
    [0.03735, '.localities.list[PA-PHILADELPHIA].tax.resident', '3.735%'],
    [40, '.federal.overtimeWeeklyHours', '40'],
    ['2027-01-31', '.calendar.w2', 'Jan 31, 2027'],
    [
      { kind: 'brackets', rows: { single: [{ over: 0, base: 0, rate: 0.0499 }] } },
      '.stateWithholding.GA',
      '4.99%',
    ],
    [{ rate: 0.00425, wageBase: 44800 }, '.states.NJ.unemployment.employee', '0.425%'],
    [{ rows: [{ rate: 0.02 }, { rate: 0.05 }] }, '.federal.incomeTax.brackets', null],
  ])('puts %p at %s as %p', (value, path, expected) => {
    expect(formatFigureValue(value, path)).toBe(expected);
  });
});

describe('readableDate', () => {
  it.each([
    ['2026-09-30', 'Sep 30, 2026'],
    ['2026-01', 'Jan 2026'],
    ['2026', '2026'],
    ['soon', 'soon'],
  ])('reads %s as %s', (iso, expected) => {
    expect(readableDate(iso)).toBe(expected);
  });
});

describe('readableDate in Spanish', () => {
  it.each([
    ['2026-01-15', '15 de enero de 2026'],
    ['2026-09-30', '30 de septiembre de 2026'],
    ['2026-01', 'enero de 2026'],
    ['2026', '2026'],
    ['soon', 'soon'],
  ])('writes %s as %s', (iso, expected) => {
    expect(readableDate(iso, 'es')).toBe(expected);
  });

  it('words a date figure in Spanish and money as en-US writes it', () => {
    expect(formatFigureValue('2027-01-31', '.calendar.w2', 'es')).toBe('31 de enero de 2027');
    expect(formatFigureValue(15, '.states.FL.minimumWage', 'es')).toBe('$15.00');
  });
});
