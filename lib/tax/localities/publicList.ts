import { type StateCode } from '../states';
import { type Figure } from '../types';
import { asksResidence, entersRate, LOCALITIES } from './lookup';
import { taxesResidents } from './residence';
import { type HouseholdCoverage, type Locality, type LocalTax, type LocalTaxKind } from './types';

/** One locality as `GET /api/nanny-tax/localities` returns it. */
export interface PublicLocality {
  code: string;
  name: string;
  state: StateCode;
  /** Residents and non-residents pay different tax there (what `livesInLocality` once asked). */
  asksResidence: boolean;
  /** Its tax follows residence: a value for `residence` ("Where does your nanny live?"). */
  livesHere: boolean;
  /** The family enters the rate (`localRate`). */
  entersRate: boolean;
  /** The local income tax's method and where its figures come from; null when it has none. */
  tax: {
    method: LocalTaxKind;
    source: string;
    asOf: string;
    estimated: boolean;
  } | null;
  /** The city's or county's own minimum wage per hour and whether it reaches a household. */
  minimumWage: {
    rate: number;
    source: string;
    asOf: string;
    estimated: boolean;
    note: string | null;
    householdCoverage: HouseholdCoverage;
    coverageNote: string;
  } | null;
}

/** The figures a locality's tax is computed from. */
function taxFigures(tax: LocalTax): readonly Figure<unknown>[] {
  switch (tax.kind) {
    case 'nycResident':
      return [tax.schedule];
    case 'yonkers':
      return [tax.residentSurcharge, tax.nonresident];
    case 'marylandCounty':
    case 'indianaCounty':
      return [tax.rate];
    case 'wageTax':
      return [tax.resident, tax.nonresident];
    case 'enterRate':
      return [tax.lookup];
  }
}

function publicWage(locality: Locality): PublicLocality['minimumWage'] {
  const wage = locality.minimumWage;
  if (!wage) return null;
  const { rate } = wage;
  return {
    rate: rate.value,
    source: rate.source,
    asOf: rate.asOf,
    estimated: rate.estimated === true,
    note: rate.note ?? null,
    householdCoverage: wage.householdCoverage,
    coverageNote: wage.coverageNote,
  };
}

function toPublic(locality: Locality): PublicLocality {
  const tax = locality.tax;
  const figures = tax ? taxFigures(tax) : [];
  return {
    code: locality.code,
    name: locality.name,
    state: locality.state,
    asksResidence: asksResidence(locality),
    livesHere: taxesResidents(locality),
    entersRate: entersRate(locality),
    tax: tax
      ? {
          method: tax.kind,
          source: [...new Set(figures.map((f) => f.source))].join(' ; '),
          asOf: figures.map((f) => f.asOf).reduce((a, b) => (b < a ? b : a)),
          estimated: figures.some((f) => f.estimated === true),
        }
      : null,
    minimumWage: publicWage(locality),
  };
}

const ALL = LOCALITIES.map(toPublic);

/** Every locality, or one state's, in the public shape. */
export function publicLocalities(state?: StateCode): readonly PublicLocality[] {
  return state ? ALL.filter((l) => l.state === state) : ALL;
}
