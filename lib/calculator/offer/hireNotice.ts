import { type StateCode } from '@/lib/tax/states';
import { type Figure } from '@/lib/tax/types';

/** A state's rule that the employer give a written notice at hire (docs/calculator.md#notice-at-hire-by-state). */
export interface HireNoticeRule {
  /** The law, as the offer sheet cites it. */
  readonly law: string;
  /** What the notice must say, in one plain sentence. */
  readonly requires: string;
  /** The official form or template and who publishes it, in words. */
  readonly form: string;
}

/**
 * The written notice a household employer owes a nanny at hire, by state, each taken from the
 * statute or the agency that publishes the form. A state missing here: no written notice at hire
 * was found in its statute (see the docs for the states checked and left out). New York's is the
 * pay notice the sheet itself prints (`payNotice.ts`).
 */
export const HIRE_NOTICE_RULES: Readonly<Partial<Record<StateCode, Figure<HireNoticeRule>>>> = {
  CA: {
    value: {
      law: 'Cal. Labor Code §2810.5 (Wage Theft Protection Act)',
      requires:
        'a written notice at hire, in the language the employer normally uses with the employee, of the pay rates (overtime included) and their basis, the regular payday, any meal or lodging allowance, the employer’s name, address and phone, its workers’ compensation carrier and the right to paid sick leave.',
      form: 'the Labor Commissioner’s “Notice to Employee” template, in English, Spanish and other languages',
    },
    source:
      'California Labor Commissioner, Notice to Employee templates, https://www.dir.ca.gov/dlse/governor_signs_wage_theft_protection_act_of_2011.html',
    asOf: '2024-01',
  },
  CT: {
    value: {
      law: 'Conn. Gen. Stat. §31-71f',
      requires:
        'telling the employee in writing at hire the rate of pay, the hours of work and the pay schedule.',
      form: 'no state form: an offer letter or this sheet, signed, serves',
    },
    source:
      'Connecticut General Assembly, General Statutes, https://www.cga.ct.gov/current/pub/chap_558.htm#sec_31-71f',
    asOf: '2001',
    note: 'The section as published in the 2001 revision; its text has not changed in substance since.',
  },
  DC: {
    value: {
      law: 'D.C. Code §32-1008(c) (Wage Theft Prevention Amendment Act of 2014)',
      requires:
        'a written notice of hire, in English and in the employee’s primary language where the District offers it, of the pay rate and its basis, the overtime rate, any allowances, the regular payday and the employer’s name, address and phone, signed by both sides and kept.',
      form: 'the Department of Employment Services’ “Notice of Hire” form, in English and Spanish',
    },
    source:
      'Council of the District of Columbia, D.C. Code, https://code.dccouncil.gov/us/dc/council/code/sections/32-1008',
    asOf: '2015-02-26',
  },
  MA: {
    value: {
      law: 'M.G.L. c. 149 §190 (Domestic Workers Bill of Rights)',
      requires:
        'a notice of the domestic worker’s rights before work begins and, at 16 hours a week or more, a written agreement stating the pay (overtime included), the hours, the time off and the duties.',
      form: 'the Attorney General’s “Notice of Rights of Domestic Workers”, in English, Spanish and Portuguese',
    },
    source:
      'Massachusetts Legislature, General Laws, https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter149/Section190',
    asOf: '2015-04-01',
  },
  MD: {
    value: {
      law: 'Md. Code, Lab. & Empl. §3-504(a)(1)',
      requires:
        'a written notice at hire of the rate of pay, the regular paydays and the leave benefits.',
      form: 'no state form: an offer letter or this sheet, signed, serves',
    },
    source:
      'Maryland General Assembly, Statutes, https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gle&enactments=false&section=3-504',
    asOf: '2024-10-01',
  },
  NV: {
    value: {
      law: 'NRS 613.620 (Domestic Workers’ Bill of Rights)',
      requires:
        'a written employment agreement when the domestic worker starts, explained in a language they understand: duties, workplace, start date, days and hours, pay and overtime, benefits, pay frequency and method, deductions and notice period, with the notice of domestic workers’ rights.',
      form: 'the Labor Commissioner’s domestic workers’ rights notice',
    },
    source:
      'Nevada Legislature, Nevada Revised Statutes, https://www.leg.state.nv.us/NRS/NRS-613.html#NRS613Sec620',
    asOf: '2018-01-01',
  },
  NY: {
    value: {
      law: 'N.Y. Labor Law §195(1)',
      requires:
        'a pay notice at hire, in English and in the employee’s primary language where the Department of Labor publishes it, with a signed acknowledgement the employer keeps six years.',
      form: 'the Department of Labor’s LS 54 (hourly rate employees), in English, Spanish and other languages',
    },
    source:
      'New York State Department of Labor, Pay Notices (LS 54 templates), https://dol.ny.gov/pay-notices-fare-grant',
    asOf: '2015-02-27',
  },
};

/** The state's written-notice-at-hire rule, or null where none was found. */
export function hireNoticeFor(state: StateCode): Figure<HireNoticeRule> | null {
  return HIRE_NOTICE_RULES[state] ?? null;
}
