import { type Locality } from '../../../localities/types';
import { LOCALITY_SOURCES as S } from './sources';

/**
 * States whose local income taxes number in the hundreds or are set city by city: the family
 * enters the rate (`localRate`). See docs/tax-local.md#enter-your-local-rate.
 */
export const ENTER_RATE_LOCALITIES: readonly Locality[] = [
  {
    code: 'OH-MUNI',
    name: 'Ohio city or school district (enter the rate)',
    state: 'OH',
    tax: {
      kind: 'enterRate',
      lookup: {
        value:
          "Ohio municipal and school district income taxes: enter the city's rate where your nanny works (plus her school district's rate if it taxes earned income); The Finder lists both by address.",
        ...S.OH_MUNI,
      },
    },
  },
  {
    code: 'MI-CITY',
    name: 'Michigan city with an income tax (enter the rate)',
    state: 'MI',
    tax: {
      kind: 'enterRate',
      lookup: {
        value:
          "Michigan city income taxes (Detroit, Grand Rapids, Lansing and about 20 others): enter the city's resident rate, or its non-resident rate if your nanny lives elsewhere.",
        ...S.MI_CITY,
      },
    },
  },
  {
    code: 'KY-OCC',
    name: 'Kentucky city or county occupational tax (enter the rate)',
    state: 'KY',
    tax: {
      kind: 'enterRate',
      lookup: {
        value:
          'Kentucky occupational license taxes (Louisville, Lexington and many cities and counties): enter the combined rate of the city and county where your nanny works.',
        ...S.KY_OCC,
      },
    },
  },
];
