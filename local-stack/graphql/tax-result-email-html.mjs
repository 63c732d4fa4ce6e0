// @ts-check
// The HTML part of the results e-mail: inline styles only (mail clients drop style sheets), every
// value escaped.

const BRAND_COLOR = '#14579A';
const RULE = 'border-bottom:1px solid #d5dbe1';

/** @param {import('./tax-result-email.mjs').TaxResultEmail} email */
export function renderTaxResultHtml(email) {
  const sections = email.sections
    .map(
      ({
        heading,
        rows,
      }) => `<h2 style="font-size:17px;margin:20px 0 8px;color:${BRAND_COLOR}">${escapeHtml(heading)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:6px 0;${RULE}">${escapeHtml(label)}</td>` +
      `<td style="padding:6px 0;${RULE};text-align:right;font-weight:bold">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`,
    )
    .join('\n');
  const nextStep = email.nextStep
    ? `<p style="margin:24px 0 0;padding:16px;background:#eef4fa;border-radius:6px">${escapeHtml(email.nextStep.text)} ` +
      `<a href="tel:${escapeHtml(email.nextStep.phone.replace(/[^0-9+]/g, ''))}" style="color:${BRAND_COLOR};font-weight:bold">${escapeHtml(email.nextStep.phone)}</a>.</p>`
    : '';
  return `<!doctype html>
<html lang="${email.lang}">
<head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;color:#1b1f24;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="background:${BRAND_COLOR};color:#ffffff;padding:16px 24px;font-size:22px;font-weight:bold;letter-spacing:0.5px">${escapeHtml(email.brand)}</div>
<div style="padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(email.subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(email.intro)}</p>
${sections}
${nextStep}
<p style="margin:24px 0"><a href="${escapeHtml(email.resultUrl)}" style="color:${BRAND_COLOR}">${escapeHtml(email.seeOnline)}</a></p>
<p style="margin:0;color:#4a5560;font-size:14px">${escapeHtml(email.disclaimer)}</p>
</div>
</div>
</body>
</html>
`;
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
