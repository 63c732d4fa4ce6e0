import { type Figure } from '../../../types';
import { type Locality } from '../../../localities/types';
import { LOCALITY_SOURCES as S } from './sources';

/** Departmental Notice #1's county rates from Jan. 1, 2026, as `[county, resident rate]`. */
const COUNTY_RATES: readonly (readonly [string, number])[] = [
  ['Adams', 0.016],
  ['Allen', 0.0159],
  ['Bartholomew', 0.0175],
  ['Benton', 0.0179],
  ['Blackford', 0.025],
  ['Boone', 0.017],
  ['Brown', 0.025234],
  ['Carroll', 0.024733],
  ['Cass', 0.0295],
  ['Clark', 0.02],
  ['Clay', 0.0235],
  ['Clinton', 0.0265],
  ['Crawford', 0.0165],
  ['Daviess', 0.015],
  ['Dearborn', 0.014],
  ['Decatur', 0.0245],
  ['DeKalb', 0.0213],
  ['Delaware', 0.015],
  ['Dubois', 0.012],
  ['Elkhart', 0.02],
  ['Fayette', 0.0282],
  ['Floyd', 0.0189],
  ['Fountain', 0.021],
  ['Franklin', 0.017],
  ['Fulton', 0.0288],
  ['Gibson', 0.013],
  ['Grant', 0.0275],
  ['Greene', 0.0235],
  ['Hamilton', 0.011],
  ['Hancock', 0.0194],
  ['Harrison', 0.01],
  ['Hendricks', 0.017],
  ['Henry', 0.0202],
  ['Howard', 0.0235],
  ['Huntington', 0.0195],
  ['Jackson', 0.021],
  ['Jasper', 0.02864],
  ['Jay', 0.025],
  ['Jefferson', 0.0103],
  ['Jennings', 0.025],
  ['Johnson', 0.014],
  ['Knox', 0.017],
  ['Kosciusko', 0.01],
  ['LaGrange', 0.0165],
  ['Lake', 0.015],
  ['LaPorte', 0.0145],
  ['Lawrence', 0.0175],
  ['Madison', 0.0225],
  ['Marion', 0.0202],
  ['Marshall', 0.0125],
  ['Martin', 0.025],
  ['Miami', 0.0254],
  ['Monroe', 0.0214],
  ['Montgomery', 0.0265],
  ['Morgan', 0.0272],
  ['Newton', 0.01],
  ['Noble', 0.0175],
  ['Ohio', 0.02],
  ['Orange', 0.0175],
  ['Owen', 0.025],
  ['Parke', 0.0265],
  ['Perry', 0.014],
  ['Pike', 0.012],
  ['Porter', 0.005],
  ['Posey', 0.0145],
  ['Pulaski', 0.0285],
  ['Putnam', 0.023],
  ['Randolph', 0.03],
  ['Ripley', 0.0238],
  ['Rush', 0.0215],
  ['St. Joseph', 0.0175],
  ['Scott', 0.0216],
  ['Shelby', 0.017],
  ['Spencer', 0.008],
  ['Starke', 0.0171],
  ['Steuben', 0.0199],
  ['Sullivan', 0.017],
  ['Switzerland', 0.0145],
  ['Tippecanoe', 0.0128],
  ['Tipton', 0.026],
  ['Union', 0.0275],
  ['Vanderburgh', 0.0125],
  ['Vermillion', 0.015],
  ['Vigo', 0.02],
  ['Wabash', 0.029],
  ['Warren', 0.0212],
  ['Warrick', 0.01],
  ['Washington', 0.02],
  ['Wayne', 0.0125],
  ['Wells', 0.021],
  ['White', 0.0232],
  ['Whitley', 0.016829],
];

// Retrieval: the October 1, 2026 table ("Indiana County Tax Rates: Effective Oct. 1, 2026", its one
// asterisked county) as transcribed in ELGUEDDARI/statelinecalc data/rates-2026.js.
/**
 * Counties whose rate changed from October 1, 2026: the notice's October edition marks only Boone
 * (1.70% to 1.71%) as changed since January 1.
 */
const CHANGED_OCTOBER_1: Readonly<Record<string, number>> = { Boone: 0.0171 };

/** A county's rate: the January one, and its October 1 change where there is one. */
function countyRate(county: string, rate: number): Figure<number> {
  const october = CHANGED_OCTOBER_1[county];
  if (october === undefined) return { value: rate, ...S.INDIANA };
  return {
    value: rate,
    ...S.INDIANA_OCTOBER,
    changes: [
      { from: '2026-01-01', value: rate },
      { from: '2026-10-01', value: october },
    ],
  };
}

function slug(county: string): string {
  return county.toUpperCase().replace(/\./g, '').replace(/\s+/g, '-');
}

/**
 * Indiana's 92 counties, 2026. The rate is the one of the county where the nanny lives on
 * January 1 (or, for a nanny living outside Indiana, the county where she works), on the same
 * wages less exemptions as the state tax. See docs/tax-local.md#indiana-counties.
 */
export const INDIANA_LOCALITIES: readonly Locality[] = COUNTY_RATES.map(([county, rate]) => ({
  code: `IN-${slug(county)}`,
  name: `${county} County`,
  state: 'IN',
  tax: { kind: 'indianaCounty', rate: countyRate(county, rate) },
}));
