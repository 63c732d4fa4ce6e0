// @ts-check
// The "Your nanny tax calculator results" e-mail: the same figures as plain text and as HTML.

const SUBJECT = 'Your nanny tax calculator results';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** @type {Record<string, string>} */
const PAY_FREQUENCY_LABELS = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'monthly',
};

/**
 * @param {import('./tax-result-input.mjs').TaxCalculatorResultInput} input validated
 * @returns {{ subject: string, text: string, html: string }}
 */
export function composeTaxResultEmail(input) {
  const paid = PAY_FREQUENCY_LABELS[input.payFrequency] ?? input.payFrequency;
  const intro =
    `Here are the results of the HomePay nanny tax calculator for tax year ${input.taxYear}, ` +
    `for an employee in ${input.state} paid ${paid}.`;
  /** @type {[string, [string, number][]][]} */
  const sections = [
    [
      'Each paycheck',
      [
        ['Net pay to your employee', input.netPayPerPaycheck],
        ['Your total cost', input.totalEmployerCostPerPaycheck],
      ],
    ],
    [
      'For the year',
      [
        ['Gross wages', input.grossWagesAnnual],
        ['Employee taxes withheld', input.employeeTaxesAnnual],
        ['Net pay to your employee', input.netPayAnnual],
        ['Your employer taxes', input.employerTaxesAnnual],
        ['Your total cost', input.totalEmployerCostAnnual],
      ],
    ],
  ];
  const disclaimer =
    'These figures are estimates based on what you entered; they are not tax advice.';

  const text = [
    SUBJECT,
    '',
    intro,
    '',
    ...sections.flatMap(([heading, rows]) => [
      heading,
      ...rows.map(
        ([label, amount]) => `  ${`${label}:`.padEnd(28)}${usd.format(amount).padStart(12)}`,
      ),
      '',
    ]),
    `See your results online: ${input.resultUrl}`,
    '',
    disclaimer,
    '',
    'HomePay',
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(SUBJECT)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;color:#1b1f24;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(SUBJECT)}</h1>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${sections
  .map(
    ([heading, rows]) => `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(heading)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">
${rows
  .map(
    ([label, amount]) =>
      `<tr><td style="padding:6px 0;border-bottom:1px solid #d5dbe1">${escapeHtml(label)}</td>` +
      `<td style="padding:6px 0;border-bottom:1px solid #d5dbe1;text-align:right;font-weight:bold">${escapeHtml(usd.format(amount))}</td></tr>`,
  )
  .join('\n')}
</table>`,
  )
  .join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.resultUrl)}" style="color:#0a58ca">See your results online</a></p>
<p style="margin:0;color:#4a5560;font-size:14px">${escapeHtml(disclaimer)}</p>
</div>
</body>
</html>
`;

  return { subject: SUBJECT, text, html };
}

/** @param {string} value */
function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
