import { type LocalityData, type Locality } from '../../localities/types';
import { type Figure } from '../../types';
import { SOURCES_2027 as S } from './sources';

const SCHEDULED =
  "The rates Bill No. 250195 schedules for fiscal 2027 and 2028; estimated until checked against the Department of Revenue's notices.";

/** Philadelphia's Wage Tax through 2027: the fiscal-2027 rate, then fiscal 2028's from July 1. */
function wageTax(before: number, after: number): Figure<number> {
  return {
    value: before,
    ...S.PHILADELPHIA,
    estimated: true,
    note: SCHEDULED,
    changes: [
      { from: '2027-01-01', value: before },
      { from: '2027-07-01', value: after },
    ],
  };
}

function withKnown2027(locality: Locality): Locality {
  if (locality.code !== 'PA-PHILADELPHIA' || locality.tax?.kind !== 'wageTax') return locality;
  return {
    ...locality,
    tax: {
      kind: 'wageTax',
      resident: wageTax(0.03735, 0.0373),
      nonresident: wageTax(0.03425, 0.0342),
    },
  };
}

/** The 2027 localities: the carried 2026 list, with the 2027 figures already known put in. */
export function localities2027(carried: LocalityData): LocalityData {
  return { ...carried, list: carried.list.map(withKnown2027) };
}
