import { type YearFigures } from '@/lib/tax/methods/jurisdiction';
import { type Figure } from '@/lib/tax/types';

/** A figure from an agency, dated `asOf`. */
export function agency<T>(value: T, asOf = '2026-01-01'): Figure<T> {
  return { value, source: 'Agency notice, https://agency.example.gov/rates', asOf };
}

/** An estimated figure. */
export function estimate<T>(value: T, asOf = '2026'): Figure<T> {
  return { value, source: 'Bloomberg Tax, as reported', asOf, estimated: true };
}

/** A small year (2026 or later): federal figures, two states, a city under one of them. */
export function smallYear(year: number, overrides: Record<string, unknown> = {}): YearFigures {
  const data = {
    year,
    federal: { socialSecurity: { wageBase: agency(184500), employeeRate: agency(0.062) } },
    states: {
      FL: {
        // $14.00, then $15.00 from September 30 of the first year; $15.00 all of a later one.
        minimumWage:
          year === 2026
            ? {
                ...agency(14),
                changes: [
                  { from: '2026-01-01', value: 14 },
                  { from: '2026-09-30', value: 15 },
                ],
              }
            : agency(15),
        unemployment: { wageBase: agency(7000) },
      },
      NH: {
        unemployment: {
          newEmployerRate: estimate(0.027),
          wageBase: estimate(14000),
          quarterlyTrigger: agency(1000),
        },
      },
    },
    localities: {
      list: [
        {
          code: 'FL-MIAMI',
          name: 'Miami',
          state: 'FL' as const,
          minimumWage: { rate: estimate(16) },
        },
      ],
    },
    calendar: { w2: agency(`${year + 1}-02-01`) },
    ...overrides,
  };
  return data;
}
