import { type Translation } from '@/lib/site/i18n/messages/catalog';
import { type CalculatorText } from '@/lib/calculator/text/calculatorText.en';

/**
 * The nanny share calculator's own words in English (docs/calculator.md#languages); the parts it
 * shares with the nanny tax calculator (state, pay date, totals, warnings, e-mail) take that
 * calculator's words. Both travel as page props, so a page ships one language; `{name}` marks a
 * value filled in when shown.
 */
export const SHARE_EN = {
  page: {
    title: 'Nanny share calculator',
    lead: 'Two or three families sharing one nanny: see what each family pays, who pays the overtime, each family’s employer taxes, and what your nanny takes home.',
    offerTitle: 'Get a free nanny share calculation',
    offerText:
      'Call us and a household payroll specialist will work out your share’s taxes and your nanny’s take-home pay, for free.',
  },
  form: {
    heading: 'Your share',
    sharedHours: 'Shared hours a week',
    sharedHoursHint: 'With all the families’ children together.',
    sharedRate: 'Shared hourly rate',
    sharedRateHint: 'What the nanny earns an hour, all families together.',
    weeksPerYear: 'Weeks worked a year',
    liveIn: 'Lives in one family’s home (live-in)',
    overtimeSplit: 'Overtime premium split',
    split: {
      pay: 'In proportion to each family’s pay',
      hours: 'In proportion to each family’s hours',
    },
  },
  family: {
    fallbackName: 'Family {number}',
    name: 'Name of family {number}',
    share: '{family}: share of the shared pay',
    soloHours: '{family}: solo hours a week',
    soloHoursHint: 'Hours with this family’s children alone.',
    soloRate: '{family}: solo hourly rate',
    soloRateHint: 'Empty: the shared rate.',
    federal: '{family}: federal income tax',
    w4None: 'No federal income tax withheld',
    w4Withhold: 'Withhold: W-4 {status}',
    state: '{family}: withhold state income tax',
    addThird: 'Add a third family',
    remove: 'Remove {family}',
    theLastFamily: 'the last family',
  },
  results: {
    heading: 'Your share’s results',
    stateYear:
      '{state}, tax year {year}. Each family is a separate employer for taxes; together they are joint employers for overtime.',
    nannyHeading: 'Your nanny’s pay',
    rates: 'Regular rate {regular} an hour, overtime {overtime}{doubleTime}.',
    doubleTimeRate: ', double time {amount}',
    week: 'A week: {regular} regular hours{overtime}{doubleTime}.',
    overtimeHours: ', {hours} overtime',
    doubleTimeHours: ', {hours} double time',
    nannyRows: {
      grossWages: 'Gross wages from all families',
      employeeTaxes: 'Taxes withheld',
      netPay: 'Take-home pay',
    },
    familiesHeading: 'Each family as employer',
    shareWarnings: 'Good to know for the share',
    eachWeek: 'Each week',
    hoursCredited: 'Hours credited',
    straightTimePay: 'Straight-time pay',
    overtimePremium: 'Share of the overtime premium',
    grossPay: 'Gross pay',
    familyTotals: '{family}: per paycheck and per year',
    familyWarnings: '{family}: good to know',
  },
  email: {
    whose: 'Whose results?',
    whoseHint: 'The e-mail sums up one family’s costs and taxes, with a link to the whole share.',
  },
};

/** The share calculator's own words in one language: the English shape, every key translated. */
export type ShareText = Translation<typeof SHARE_EN>;

/** What the share page's view takes: its own words and the nanny tax calculator's. */
export interface SharePageText {
  share: ShareText;
  calculator: CalculatorText;
}
