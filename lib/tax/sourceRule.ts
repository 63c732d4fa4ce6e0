/*
 * The source rule for every figure in the year folders (docs/tax-data.md#source-rule): an agency,
 * a statute or regulation, or an official publication; where only a secondary source exists, a
 * recognised professional one, and then the figure is estimated. Never a content site, a code
 * repository or a transcription, and no pipeline note in what a user reads.
 */

/** How a cited web address counts under the source rule. */
export type SourceStanding = 'official' | 'professional' | 'rejected';

/** Government hosts outside .gov/.us/.mil: state agencies' and cities' own domains. */
const OFFICIAL_HOSTS = new Set([
  'floridarevenue.com',
  'jobsnd.com',
  'uimn.org',
  'laworks.net',
  'phila.legistar.com',
  'denverauditor.org',
  'ctpaidleave.org',
  'cityoftacoma.org',
]);

/** Recognised professional sources: payroll bodies, tax publishers, Big Four, law and CPA firms. */
const PROFESSIONAL_HOSTS = new Set([
  'taxnews.ey.com',
  'ey.com',
  'news.bloombergtax.com',
  'news.bloomberglaw.com',
  'bookshelf.payroll.org',
  'blogs.payroll.org',
  'payroll.org',
  'dwt.com',
  'perkinscoie.com',
  'wagehourblog.com',
  'mondaq.com',
  'esandalaw.com',
  'whitefordlaw.com',
  'wfjlawfirm.com',
  'millernash.com',
  'smith-howard.com',
  'zinnerco.com',
  'eanetpc.com',
  'wicpa.org',
  'hrwatchdog.calchamber.com',
  'laborcenter.berkeley.edu',
]);

const OFFICIAL_SUFFIX = /\.(gov|mil|us)$/;

/** The standing of one host (a leading "www." ignored). */
export function hostStanding(host: string): SourceStanding {
  const name = host.toLowerCase().replace(/^www\./, '');
  if (OFFICIAL_SUFFIX.test(name) || OFFICIAL_HOSTS.has(name)) return 'official';
  if (PROFESSIONAL_HOSTS.has(name)) return 'professional';
  return 'rejected';
}

/** The hosts a source text cites; an archive copy counts as the page it copies. */
export function citedHosts(text: string): string[] {
  const hosts: string[] = [];
  for (const match of text.matchAll(
    /https?:\/\/([^/\s;,)]+)(\/web\/\d+\*?\/https?:\/\/([^/\s;,)]+))?/g,
  ))
    hosts.push(match[3] ?? match[1] ?? '');
  return hosts;
}

/** Words that belong to how a figure was gathered (code comments), never to what users read. */
export const PIPELINE_NOTE =
  /read via|verbatim|transcri|repositor|payroll module|PolicyEngine|research corpus|general knowledge/i;

/**
 * How our search went, which is not what the source says: "not found here", "(… here)", "was not
 * retrieved". The source says "estimated until checked against …" instead (docs/tax-data.md#source-rule).
 */
export const RESEARCH_SPEAK = /\bnot (?:found|seen) here\b|\bhere\)|retriev|not yet checked/i;

/** Punctuation an address or a bracket left behind in the words a reader sees: ",,", " ,", ", (". */
export const TEXT_SLIP = /,,|\s,|\(\s*\)|,\s\(/;

/** A note that promises news "after <date>", stale once the date has passed. */
export const AFTER_DATE =
  /\bafter (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2},? \d{4}/;

/** What is wrong with one source text and its figure under the rule (empty when nothing). */
export function sourceProblems(source: string, estimated: boolean, note = ''): string[] {
  const problems: string[] = [];
  for (const host of citedHosts(source)) {
    const standing = hostStanding(host);
    if (standing === 'rejected')
      problems.push(`cites ${host}, not an agency or professional source`);
    if (standing === 'professional' && !estimated)
      problems.push(`rests on ${host} (secondary) but is not estimated`);
  }
  if (PIPELINE_NOTE.test(source) || PIPELINE_NOTE.test(note))
    problems.push('carries a pipeline note (it belongs in a code comment)');
  if (RESEARCH_SPEAK.test(source) || RESEARCH_SPEAK.test(note))
    problems.push('says how our search went rather than what the source says');
  return problems;
}
