import { type LocalIncomeTaxTable } from '../../../state/withholding/types';

const LOCAL = {
  source:
    'Names only, no rates used: the state withholding guides cited for each state and the research note shared/research/nanny-tax-2026.md ("Local rules"); not checked jurisdiction by jurisdiction',
  asOf: '2026',
  estimated: true,
} as const;

/**
 * Local income taxes on wages that the estimate leaves out, by state: the warning names them so a
 * household in one of those places knows to look. Employer-only payroll taxes (Newark, San
 * Francisco) are not listed.
 */
export const LOCAL_INCOME_TAXES_2026: LocalIncomeTaxTable = {
  AL: {
    value:
      'occupational license taxes in some cities and counties (Birmingham, Gadsden and others).',
    ...LOCAL,
  },
  CO: {
    value:
      'occupational privilege taxes in Denver, Aurora, Glendale, Greenwood Village and Sheridan.',
    ...LOCAL,
  },
  DE: { value: 'the Wilmington city wage tax.', ...LOCAL },
  IN: {
    value:
      'the county income tax of the county where the nanny lives (or works, for non-residents).',
    ...LOCAL,
  },
  KY: {
    value: 'city and county occupational license taxes (Louisville, Lexington and many others).',
    ...LOCAL,
  },
  MD: {
    value:
      "the county (or Baltimore City) income tax, 2.25%-3.30%, which Maryland's withholding formula adds to the state rate; add your nanny's county rate.",
    ...LOCAL,
  },
  MI: {
    value: 'city income taxes (Detroit, Grand Rapids, Lansing and about 20 other cities).',
    ...LOCAL,
  },
  MO: { value: 'the Kansas City and St. Louis earnings taxes.', ...LOCAL },
  NY: {
    value: 'the New York City resident tax and the Yonkers resident or non-resident tax.',
    ...LOCAL,
  },
  OH: { value: 'municipal income taxes and school district income taxes.', ...LOCAL },
  OR: {
    value:
      'the Portland Metro Supportive Housing Services tax, the Multnomah County Preschool for All tax and the TriMet and Lane transit taxes.',
    ...LOCAL,
  },
  PA: {
    value:
      'the Philadelphia wage tax, local earned income taxes (EIT) and the local services tax (LST).',
    ...LOCAL,
  },
};
