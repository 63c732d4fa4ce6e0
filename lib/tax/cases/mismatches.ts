import { type NannyTaxResult } from '../contract';
import { type NannyShareResult } from '../share/contract';
import { type ExpectedAnswer, type ExpectedShareAnswer, type GoldenCase } from './types';

type Figure = number | boolean;

/** One expected figure the answer does not match. */
export interface CaseMismatch {
  /** Where in the answer: "lineItems[SUI/employer].annual", "perPaycheck.netPay". */
  path: string;
  expected: Figure;
  actual: unknown;
}

/** Equal to the cent: both sides are dollars rounded to cents, so half a cent is the margin. */
function sameFigure(expected: Figure, actual: unknown): boolean {
  if (typeof expected === 'boolean') return actual === expected;
  return typeof actual === 'number' && Math.abs(actual - expected) < 0.005;
}

/** Each expected field of `expected` against the same field of `actual`. */
function compareFields(
  prefix: string,
  expected: object,
  actual: object | undefined,
): CaseMismatch[] {
  const got = (actual ?? {}) as Record<string, unknown>;
  return Object.entries(expected as Record<string, Figure | undefined>).flatMap(([key, want]) =>
    want === undefined || sameFigure(want, got[key])
      ? []
      : [{ path: `${prefix}${key}`, expected: want, actual: got[key] }],
  );
}

function answerMismatches(
  prefix: string,
  expected: ExpectedAnswer,
  answer: NannyTaxResult | undefined,
): CaseMismatch[] {
  const { lineItems = [], preliminary, annual = {}, perPaycheck = {}, payRates = {} } = expected;
  const found: CaseMismatch[] = [
    ...compareFields(prefix, { preliminary }, answer),
    ...compareFields(`${prefix}annual.`, annual, answer?.annual),
    ...compareFields(`${prefix}perPaycheck.`, perPaycheck, answer?.perPaycheck),
    ...compareFields(`${prefix}payRates.`, payRates, answer?.payRates),
  ];
  for (const { code, payer, ...figures } of lineItems) {
    const line = answer?.lineItems.find((l) => l.code === code && l.payer === payer);
    const where = `${prefix}lineItems[${code}/${payer}].`;
    if (line) found.push(...compareFields(where, figures, line));
    else found.push({ path: `${where}present`, expected: true, actual: false });
  }
  return found;
}

function shareMismatches(expected: ExpectedShareAnswer, answer: NannyShareResult): CaseMismatch[] {
  const families = expected.families.flatMap(({ week = {}, ...family }, i) => {
    const got = answer.families[i];
    const prefix = `families[${i}].`;
    return [
      ...answerMismatches(prefix, family, got),
      ...compareFields(`${prefix}week.`, week, got?.week),
    ];
  });
  const nanny = expected.nanny?.perPaycheck ?? {};
  return [...families, ...compareFields('nanny.perPaycheck.', nanny, answer.nanny.perPaycheck)];
}

/** Every expected figure of a case that its answer (from the case's route) does not match. */
export function caseMismatches(
  golden: GoldenCase,
  answer: NannyTaxResult | NannyShareResult,
): CaseMismatch[] {
  return golden.route === 'nanny-share'
    ? shareMismatches(golden.expected, answer as NannyShareResult)
    : answerMismatches('', golden.expected, answer as NannyTaxResult);
}
