/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CAREGIVER_SECTIONS_TEXT, CAREGIVERS_TEXT } from '@/lib/site/content/caregiverContent';
import {
  CONTRACT_PAGE_SHARED,
  CONTRACT_PAGES,
  contractHeroText,
} from '@/lib/site/content/contractPages';
import { NOT_FOUND_TEXT } from '@/lib/site/content/notFoundContent';
import { ACCESSIBILITY_STATEMENT } from '@/lib/site/content/accessibilityContent';
import { POLICY_CALL_LABEL, POLICY_REVIEW_WORDS } from '@/lib/site/content/policyDocument';
import { PRIVACY_POLICY } from '@/lib/site/content/privacyPolicyContent';
import { PRIVACY_CHOICES_TEXT } from '@/lib/site/content/privacyContent';
import { DOWNTIME_TEXT } from '@/lib/site/content/downtimeContent';
import { CALCULATOR_EXPLAINER_TEXT } from '@/lib/site/content/calculatorContent';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { CALCULATOR_ES } from '@/lib/calculator/text/calculatorText.es';
import { SHARE_EN } from '@/lib/calculator/share/text/shareText.en';
import { SHARE_ES } from '@/lib/calculator/share/text/shareText.es';
import { SHARE_ENGINE_EN } from '@/lib/calculator/share/text/shareEngineText.en';
import { SHARE_ENGINE_ES } from '@/lib/calculator/share/text/shareEngineText.es';
import { SHARE_EXPLAINER_TEXT } from '@/lib/site/content/shareExplainerContent';
import {
  PRO_PORTAL_SECTIONS_TEXT,
  REFERRAL_SECTIONS_TEXT,
  SENIOR_CARE_SECTIONS_TEXT,
  SENIOR_CARE_TEXT,
} from '@/lib/site/content/audienceContent';
import { FAMILY_FAQ, FAMILY_FAQ_ES, FAQ_SECTION_TEXT } from '@/lib/site/content/faqContent';
import { HOME_TEXT } from '@/lib/site/content/homeContent';
import { REFERRAL_TEXT } from '@/lib/site/content/referralContent';
import { PRO_PORTAL_TEXT } from '@/lib/site/content/proPortalContent';
import { HOME_SECTIONS_TEXT } from '@/lib/site/content/homeSectionsContent';
import { ILLUSTRATION_ALT_ES, ILLUSTRATIONS } from '@/lib/site/content/illustrations';
import { YEAR_END_FEE_TEXT } from '@/lib/site/content/pricingContent';
import {
  PRICING_SECTIONS_TEXT,
  PRODUCT_AND_PRICING_TEXT,
} from '@/lib/site/content/productAndPricingContent';
import { SHELL_EN } from '@/lib/site/i18n/messages/shell.en';
import { SHELL_ES } from '@/lib/site/i18n/messages/shell.es';
import { SPANISH_PAGE_HEAD } from '@/lib/site/seo/spanishPageHead';
import { SPANISH_PAGES } from '@/lib/site/i18n/spanishPages';
import { METHODS_TEXT } from '@/lib/site/content/methodsContent';
import { OFFER_PAGE_TEXT } from '@/lib/calculator/offer/text/offerText';
import { OFFER_SHEET_WORDS } from '@/lib/calculator/offer/text/offerSheetWords';
import {
  CHANGELOG_TABLE_TEXT,
  JURISDICTION_TABLE_TEXT,
} from '@/lib/site/content/methodsTableContent';

/** Every leaf of a catalog as `path → kind`: a string, a function of n arguments, a list of n. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, 'string');
  else if (typeof value === 'function') found.set(path, `function/${value.length}`);
  else if (Array.isArray(value)) {
    found.set(path, `list/${value.length}`);
    value.forEach((item, index) =>
      leaves(item, `${path}[${index}]`).forEach((k, p) => found.set(p, k)),
    );
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      leaves(item, path ? `${path}.${key}` : key).forEach((kind, p) => found.set(p, kind));
    }
  }
  return found;
}

/** The Spanish strings of a catalog that are the English ones unchanged (names aside). */
function untranslated(english: unknown, spanish: unknown, allowed: ReadonlySet<string>): string[] {
  const en = flatStrings(english);
  const es = flatStrings(spanish);
  return [...es]
    .filter(([path, text]) => en.get(path) === text && !allowed.has(text))
    .map(([p]) => p);
}

function flatStrings(value: unknown, path = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatStrings(item, `${path}.${key}`, out);
  }
  return out;
}

/** Names, places, ids and form names that read the same in both languages. */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  'Maria L.',
  'Angela T.',
  'Rosa G.',
  'Chicago, IL',
  'Denver, CO',
  'Queens, NY',
  '{brand}',
  'social-security',
  'unemployment',
  'proof-of-income',
  'protections',
  'tax-credits',
  'peace-of-mind',
  'caregiver-maria-l',
  'caregiver-angela-t',
  'caregiver-rosa-g',
  'fica',
  'state-programs',
  'filing',
  'breaks',
  'penalties',
  'en',
  '.',
  // The sample contracts' section and tip ids.
  'parties',
  'schedule',
  'duties',
  'pay',
  'time-off',
  'expenses',
  'ending',
  'hours',
  'after-hiring',
  'employer',
  'overnights',
  'care-plan',
  // Section ids, review dates, page keys and a service's name, the same in both languages.
  'collected',
  'why',
  'shared',
  'rights',
  'choices',
  'children',
  'contact',
  'standard',
  'testing',
  'known-issues',
  '2026-11-26',
  '2026-11-27',
  '2027-05-27',
  'privacyChoices',
  'YouTube',
  // The methods page's section ids.
  'what-it-computes',
  'where-figures-come-from',
  'estimated-and-preliminary',
  // The statute's English title, kept beside the Spanish label (docs/spanish-glossary.md).
  'Do Not Sell or Share My Personal Information',
  // The main page: reviewers, places, ids, the FAQ's pages and the review sites' placeholders.
  'Sarah K.',
  'David M.',
  'Priya R.',
  'Arlington, VA',
  'Austin, TX',
  'Oakland, CA',
  'family-sarah-k',
  'family-david-m',
  'family-priya-r',
  'employee-setup',
  'payroll-management',
  'no-state-tax-notices',
  'taxes',
  'payroll',
  'guidance',
  'cpas',
  'advisors',
  'agencies',
  'do-i-owe',
  'cost',
  'late',
  'switch',
  'employee-gets',
  'calculator',
  'share',
  'nannyShareCalculator',
  // The product and pricing page: its features' and tiers' ids.
  'setup',
  'filings',
  'year-end',
  'support',
  'guarantee',
  'essentials',
  'complete',
  'premier',
  // The senior care page's points.
  'household-employer',
  'who-pays',
  'tax-breaks',
  // The pro portal's benefits.
  'referral-code',
  'specialist',
  'resources',
]);

const PAIRS: ReadonlyArray<[string, unknown, unknown]> = [
  ['the page frame', SHELL_EN, SHELL_ES],
  ['the caregivers page', CAREGIVERS_TEXT.en, CAREGIVERS_TEXT.es],
  ['the caregivers sections', CAREGIVER_SECTIONS_TEXT.en, CAREGIVER_SECTIONS_TEXT.es],
  ['the 404 page', NOT_FOUND_TEXT.en, NOT_FOUND_TEXT.es],
  ['the sample contract pages’ shared words', CONTRACT_PAGE_SHARED.en, CONTRACT_PAGE_SHARED.es],
  ['the sample nanny contract', CONTRACT_PAGES.nanny.en, CONTRACT_PAGES.nanny.es],
  ['the sample senior care contract', CONTRACT_PAGES.seniorCare.en, CONTRACT_PAGES.seniorCare.es],
  ['the nanny contract hero', contractHeroText('nanny', 'en'), contractHeroText('nanny', 'es')],
  [
    'the senior care contract hero',
    contractHeroText('seniorCare', 'en'),
    contractHeroText('seniorCare', 'es'),
  ],
  ['the privacy policy', PRIVACY_POLICY.en, PRIVACY_POLICY.es],
  ['the accessibility statement', ACCESSIBILITY_STATEMENT.en, ACCESSIBILITY_STATEMENT.es],
  ['a policy page’s dates', POLICY_REVIEW_WORDS.en, POLICY_REVIEW_WORDS.es],
  ['a policy page’s support line', POLICY_CALL_LABEL.en, POLICY_CALL_LABEL.es],
  ['the privacy choices page', PRIVACY_CHOICES_TEXT.en, PRIVACY_CHOICES_TEXT.es],
  ['the maintenance page', DOWNTIME_TEXT.en, DOWNTIME_TEXT.es],
  ['the nanny tax calculator', CALCULATOR_EN, CALCULATOR_ES],
  ['the calculator explainer', CALCULATOR_EXPLAINER_TEXT.en, CALCULATOR_EXPLAINER_TEXT.es],
  ['the share calculator', SHARE_EN, SHARE_ES],
  ['the share calculator’s engine words', SHARE_ENGINE_EN, SHARE_ENGINE_ES],
  ['the share explainer', SHARE_EXPLAINER_TEXT.en, SHARE_EXPLAINER_TEXT.es],
  ['the main page', HOME_TEXT.en, HOME_TEXT.es],
  ['the main page’s sections', HOME_SECTIONS_TEXT.en, HOME_SECTIONS_TEXT.es],
  ['the family FAQ', FAMILY_FAQ, FAMILY_FAQ_ES],
  ['the FAQ section', FAQ_SECTION_TEXT.en, FAQ_SECTION_TEXT.es],
  ['the year-end fee box', YEAR_END_FEE_TEXT.en, YEAR_END_FEE_TEXT.es],
  [
    'the illustrations’ alt text',
    Object.fromEntries(Object.entries(ILLUSTRATIONS).map(([name, { alt }]) => [name, alt])),
    ILLUSTRATION_ALT_ES,
  ],
  ['the pricing page', PRODUCT_AND_PRICING_TEXT.en, PRODUCT_AND_PRICING_TEXT.es],
  ['the pricing sections', PRICING_SECTIONS_TEXT.en, PRICING_SECTIONS_TEXT.es],
  ['the senior care page', SENIOR_CARE_TEXT.en, SENIOR_CARE_TEXT.es],
  ['the senior care sections', SENIOR_CARE_SECTIONS_TEXT.en, SENIOR_CARE_SECTIONS_TEXT.es],
  ['the methods page', METHODS_TEXT.en, METHODS_TEXT.es],
  ['the methods table', JURISDICTION_TABLE_TEXT.en, JURISDICTION_TABLE_TEXT.es],
  ['the methods changelog', CHANGELOG_TABLE_TEXT.en, CHANGELOG_TABLE_TEXT.es],
  ['the referral sections', REFERRAL_SECTIONS_TEXT.en, REFERRAL_SECTIONS_TEXT.es],
  ['the referral page', REFERRAL_TEXT.en, REFERRAL_TEXT.es],
  ['the pro portal', PRO_PORTAL_TEXT.en, PRO_PORTAL_TEXT.es],
  ['the pro portal sections', PRO_PORTAL_SECTIONS_TEXT.en, PRO_PORTAL_SECTIONS_TEXT.es],
  ['the offer sheet page', OFFER_PAGE_TEXT.en, OFFER_PAGE_TEXT.es],
  ['the offer sheet’s lines', OFFER_SHEET_WORDS.en, OFFER_SHEET_WORDS.es],
];

describe('message catalogs', () => {
  it.each(PAIRS)('%s has every key in both languages, of the same kind', (_name, en, es) => {
    // A translated review says so (`translatedFrom`), a translated contract too (`translation`,
    // checked below), and a translated legal text (`translationNote`: the English governs):
    // those marks are the translation's own.
    const own = ([path]: [string, string]) =>
      !path.endsWith('.translatedFrom') &&
      path !== 'contract.translation' &&
      path !== 'translationNote';
    expect([...leaves(es)].filter(own).sort()).toEqual([...leaves(en)].sort());
  });

  it.each(PAIRS)('%s leaves no English in its Spanish', (_name, en, es) => {
    expect(untranslated(en, es, SAME_IN_BOTH)).toEqual([]);
  });

  it('has each Spanish contract say what it translates, and no English contract say so', () => {
    for (const pages of Object.values(CONTRACT_PAGES)) {
      expect(pages.en.contract.translation).toBeUndefined();
      expect(pages.es.contract.translation).toContain(pages.en.documentTitle);
      expect(pages.es.contract.translation).toMatch(/pueden firmar las dos versiones/);
    }
  });

  it('gives every Spanish page a Spanish head', () => {
    expect(Object.keys(SPANISH_PAGE_HEAD).sort()).toEqual([...SPANISH_PAGES].sort());
  });

  it('uses every word of the frame somewhere in the components', () => {
    const source = componentSources('components');
    // `shell.nav[key]`, `shell.footer[group.heading]` and others reach their keys through a variable.
    const dynamic = [
      'nav',
      'headerNav',
      'footer.families',
      'footer.resources',
      'footer.partners',
      'account.next',
      'account.problems',
    ];
    const unused = [...leaves(SHELL_EN).keys()].filter(
      (path) =>
        !dynamic.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)) &&
        !source.includes(`shell.${path}`),
    );
    expect(unused).toEqual([]);
    expect(source).toContain('shell.nav[');
    expect(source).toContain('shell.headerNav[key]');
    expect(source).toContain('shell.footer[group.heading]');
    expect(source).toContain('shell.account.next[step.status]');
    expect(source).toContain('shell.account.problems[problem]');
  });
});

/** The text of every component file, to find which frame words are used. */
function componentSources(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory()
        ? componentSources(path)
        : /\.tsx?$/.test(path)
          ? readFileSync(path, 'utf8')
          : '',
    )
    .join('\n');
}
