import { BASE_PATH } from '@/lib/platform/routing/basePath';

/** One section of a sample work agreement. */
export interface ContractSection {
  id: string;
  heading: string;
  clauses: readonly string[];
}

/** One party of the signature block: its caption and its group's accessible name. */
export interface SignatureParty {
  caption: string;
  groupLabel: string;
}

/** The words around an agreement's clauses: its signature block and its printed pages' footer. */
export interface ContractFrameWords {
  parties: readonly SignatureParty[];
  /** The lines each party fills in: signature, printed name, date. */
  signatureLines: readonly string[];
  /** The PDF footer's "Page" and "of", as in "Page 1 of 2". */
  page: string;
  of: string;
}

export interface ContractDocument {
  /** URL of the downloadable PDF (docs/site.md#sample-contracts). */
  pdfUrl: string;
  pdfFileName: string;
  /**
   * A translated agreement's own statement, above its clauses: what it translates and that the
   * parties may sign both versions (docs/site.md#sample-contracts). The English samples have none.
   */
  translation?: string;
  sections: readonly ContractSection[];
  words: ContractFrameWords;
}

/** Where the contract PDFs are served from. */
export const DOCUMENTS_PATH = `${BASE_PATH}/static/documents`;

const WORDS: ContractFrameWords = {
  parties: [
    { caption: 'Employer', groupLabel: 'Employer signature' },
    { caption: 'Employee', groupLabel: 'Employee signature' },
  ],
  signatureLines: ['Signature', 'Printed name', 'Date'],
  page: 'Page',
  of: 'of',
};

const PAY_AND_TAXES: ContractSection = {
  id: 'pay',
  heading: 'Pay and taxes',
  clauses: [
    'Hourly rate: $____ per hour, paid ________ (weekly / every other week / twice a month).',
    'Overtime: hours over 40 in a workweek are paid at 1.5 times the hourly rate, as required by federal and state law.',
    'The employer withholds and pays the employee’s Social Security and Medicare taxes and files all required household employment tax returns. Income tax is withheld if the employee asks and the employer agrees.',
    'Pay stubs showing hours, gross pay, taxes and net pay are provided every payday.',
  ],
};

const TIME_OFF: ContractSection = {
  id: 'time-off',
  heading: 'Holidays, vacation and sick days',
  clauses: [
    'Paid holidays: ________________________________.',
    'Paid vacation: ____ days per year, scheduled with ____ weeks’ notice.',
    'Paid sick days: ____ days per year (at least what state and local law requires).',
    'Guaranteed hours: if the employer cancels a scheduled day, the employee is paid for it.',
  ],
};

const ENDING: ContractSection = {
  id: 'ending',
  heading: 'Reviews and ending the agreement',
  clauses: [
    'Performance and pay are reviewed together every ____ months.',
    'Either party gives ____ weeks’ written notice to end employment, except for serious misconduct.',
    'Both parties keep the family’s private information confidential during and after employment.',
  ],
};

/** Sample nanny work agreement. */
export const NANNY_CONTRACT: ContractDocument = {
  pdfUrl: `${DOCUMENTS_PATH}/sample-nanny-contract.pdf`,
  pdfFileName: 'sample-nanny-contract.pdf',
  sections: [
    {
      id: 'parties',
      heading: 'Parties and start date',
      clauses: [
        'Employer(s): ______________________  Employee: ______________________',
        'Start date: ____________  Trial period: ____ weeks',
      ],
    },
    {
      id: 'schedule',
      heading: 'Schedule',
      clauses: [
        'Regular days and hours: ______________________ (____ hours per week).',
        'Live-in or live-out: ________. For live-in employees, private room and meals are described here.',
      ],
    },
    {
      id: 'duties',
      heading: 'Duties',
      clauses: [
        'Child care duties: supervision, meals, naps, homework help, outings and transportation.',
        'Household duties related to the children: children’s laundry, tidying play areas, preparing children’s meals.',
        'House rules on screen time, discipline, visitors and social media.',
      ],
    },
    PAY_AND_TAXES,
    TIME_OFF,
    {
      id: 'expenses',
      heading: 'Car and expenses',
      clauses: [
        'When the employee drives the children in their own car, mileage is reimbursed at the IRS standard rate.',
        'Out-of-pocket expenses for the children are reimbursed weekly with receipts.',
      ],
    },
    ENDING,
  ],
  words: WORDS,
};

/** Sample adult and senior care work agreement. */
export const SENIOR_CARE_CONTRACT: ContractDocument = {
  pdfUrl: `${DOCUMENTS_PATH}/sample-senior-care-contract.pdf`,
  pdfFileName: 'sample-senior-care-contract.pdf',
  sections: [
    {
      id: 'parties',
      heading: 'Parties, care recipient and start date',
      clauses: [
        'Employer: ______________________  Caregiver: ______________________',
        'Person receiving care: ______________________  Start date: ____________',
        'If the employer is not the person receiving care (for example an adult child), both are named here.',
      ],
    },
    {
      id: 'schedule',
      heading: 'Schedule',
      clauses: [
        'Regular days and hours: ______________________ (____ hours per week).',
        'Overnight or live-in shifts: sleep time, meal breaks and how interrupted sleep is paid.',
      ],
    },
    {
      id: 'duties',
      heading: 'Care duties',
      clauses: [
        'Personal care: bathing, dressing, mobility help and toileting, as needed.',
        'Health: medication reminders, appointments and notes for family members. No medical tasks the caregiver is not licensed for.',
        'Household: meals, light housekeeping, errands and companionship.',
        'Emergency contacts and what to do in an emergency.',
      ],
    },
    PAY_AND_TAXES,
    TIME_OFF,
    ENDING,
  ],
  words: WORDS,
};
