// @ts-check
// The identity provider's HTML pages. Plain server-rendered HTML that works without JavaScript,
// with inline CSS only (no remote fonts or scripts: the stack must run offline), one h1 per page,
// labelled controls and colours that meet WCAG 2.2 AA contrast. Every string comes from i18n/, in
// the language the site asked for (`ui_locales`); the page's lang attribute says which.
import { copyFor } from './i18n/copy.mjs';

/** @typedef {import('./i18n/language.mjs').Language} Language */

/**
 * @param {unknown} value
 * @returns {string}
 */
export function escapeHtml(value) {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Contrast on white: text #1b1f24 15.9:1, muted #4a5560 7.4:1, primary #0a58ca 6.3:1,
// input borders #6b7785 4.6:1 (3:1 needed), error text #8b1a1a on #fdecea 8.4:1.
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  font-size:100%;line-height:1.5;color:#1b1f24;background:#f4f6f8}
body{margin:0;padding:2rem 1rem}
.wrap{max-width:44rem;margin:0 auto;display:grid;gap:1.5rem}
.card{background:#fff;border:1px solid #d5dbe1;border-radius:.75rem;padding:1.5rem 1.75rem}
.eyebrow{margin:0;font-size:.875rem;font-weight:600;color:#4a5560;text-transform:uppercase;
  letter-spacing:.06em}
h1{margin:.25rem 0 .75rem;font-size:1.75rem;line-height:1.25}
h2{margin:0 0 .75rem;font-size:1.25rem}
p{margin:0 0 1rem}
.muted{color:#4a5560}
a{color:#0a58ca}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,
summary:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6b7785;
  border-radius:.5rem;background:#fff;color:#1b1f24}
input[aria-invalid=true]{border-color:#8b1a1a;border-width:2px}
details{margin-top:1.25rem;border:1px solid #d5dbe1;border-radius:.5rem;padding:.75rem 1rem}
summary{cursor:pointer;font-weight:600}
details label{margin-top:.75rem}
.hint{font-size:.9rem;color:#4a5560;margin:.5rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.65rem 1.25rem;border-radius:.5rem;cursor:pointer;
  border:2px solid #0a58ca;background:#0a58ca;color:#fff}
button:hover{background:#084298;border-color:#084298}
button.secondary{background:#fff;color:#0a58ca}
button.secondary:hover{background:#e7f0fd}
.alert{border:1px solid #8b1a1a;background:#fdecea;color:#8b1a1a;border-radius:.5rem;
  padding:.75rem 1rem;margin:0 0 1rem}
.alert p{margin:0}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.5rem .5rem;border-bottom:1px solid #d5dbe1;vertical-align:top}
th{font-weight:600}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;
  background:#eef1f4;color:#1b1f24;padding:.05rem .3rem;border-radius:.25rem;word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;word-break:break-word}
.table-scroll{overflow-x:auto}
td code{white-space:nowrap;word-break:normal}
`;

/**
 * The page shell shared by every view.
 * @param {{ title: string, body: string, language: Language }} page
 * @returns {string}
 */
export function layout({ title, body, language }) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(copyFor(language).siteName)}</title>
<style>${STYLES}</style>
</head>
<body>
<div class="wrap">
${body}
</div>
</body>
</html>
`;
}

/**
 * @typedef {object} DemoAccountRow
 * @property {string} name
 * @property {string} status
 * @property {string} email
 * @property {string} password
 *
 * @typedef {object} LoginPageModel
 * @property {Language} language
 * @property {string} action where the form posts
 * @property {string} cancelUrl ends the sign-in with access_denied, back to the site
 * @property {string} [email] prefilled after a failed attempt
 * @property {string} [error] shown above the form
 * @property {'email' | 'password' | 'viewAs'} [errorField] the control the error is about
 * @property {string} [viewAs] the member chosen in the support section
 * @property {boolean} [supportOpen] whether the support section starts expanded
 * @property {{ id: string, label: string }[]} memberChoices
 * @property {DemoAccountRow[]} demoAccounts
 */

/**
 * @param {LoginPageModel} model
 * @returns {string}
 */
export function loginPage(model) {
  const { action, cancelUrl, email = '', error, errorField, viewAs = '', supportOpen } = model;
  const text = copyFor(model.language).login;
  const invalid = (/** @type {string} */ field) =>
    error && errorField === field ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const alert = error
    ? `<div class="alert" role="alert" id="form-error"><p>${escapeHtml(error)}</p></div>`
    : '';
  const options = model.memberChoices
    .map(
      ({ id, label }) =>
        `<option value="${escapeHtml(id)}"${id === viewAs ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');
  const rows = model.demoAccounts
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.name)}</td><td>${escapeHtml(row.status)}</td>` +
        `<td><code>${escapeHtml(row.email)}</code></td><td><code>${escapeHtml(row.password)}</code></td></tr>`,
    )
    .join('\n');

  const [hintBefore = '', hintAfter = ''] = text.supportHint.split('{claim}');
  const hint = `${escapeHtml(hintBefore)}<code>impersonated</code>${escapeHtml(hintAfter)}`;
  const columns = [
    text.columns.name,
    text.columns.status,
    text.columns.email,
    text.columns.password,
  ]
    .map((column) => `<th scope="col">${escapeHtml(column)}</th>`)
    .join('');

  return layout({
    language: model.language,
    title: text.title,
    body: `<main class="card">
<p class="eyebrow">${escapeHtml(copyFor(model.language).eyebrow)}</p>
<h1>${escapeHtml(text.heading)}</h1>
<p class="muted">${escapeHtml(text.intro)}</p>
${alert}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${escapeHtml(text.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid('email')}${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid('password')}${email ? ' autofocus' : ''}>
<details${supportOpen ? ' open' : ''}>
<summary>${escapeHtml(text.supportSummary)}</summary>
<label for="viewAs">${escapeHtml(text.viewAs)}</label>
<select id="viewAs" name="viewAs"${invalid('viewAs')}>
<option value="">${escapeHtml(text.chooseMember)}</option>
${options}
</select>
<p class="hint">${hint}</p>
</details>
<div class="actions">
<button type="submit">${escapeHtml(text.submit)}</button>
<a href="${escapeHtml(cancelUrl)}">${escapeHtml(text.cancel)}</a>
</div>
</form>
</main>
<section class="card" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">${escapeHtml(text.demoAccounts)}</h2>
<div class="table-scroll">
<table>
<thead><tr>${columns}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</section>`,
  });
}

/**
 * The RP-initiated logout confirmation. oidc-provider cannot end the session without it (the
 * confirmation protects against cross-site logout), so the page makes it one obvious click.
 * @param {{ form: string, language: Language }} model `form` is oidc-provider's hidden form
 *   (carries the xsrf token)
 * @returns {string}
 */
export function logoutPage({ form, language }) {
  const copy = copyFor(language);
  const text = copy.logout;
  return layout({
    language,
    title: text.title,
    body: `<main class="card">
<p class="eyebrow">${escapeHtml(copy.eyebrow)}</p>
<h1>${escapeHtml(text.heading)}</h1>
<p class="muted">${escapeHtml(text.intro)}</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(text.confirm)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(text.stay)}</button>
</div>
</main>`,
  });
}

/**
 * Shown after a logout that had no (valid) post_logout_redirect_uri.
 * @param {{ siteUrl: string, language: Language }} model
 * @returns {string}
 */
export function signedOutPage({ siteUrl, language }) {
  const copy = copyFor(language);
  return layout({
    language,
    title: copy.signedOut.title,
    body: `<main class="card">
<p class="eyebrow">${escapeHtml(copy.eyebrow)}</p>
<h1>${escapeHtml(copy.signedOut.heading)}</h1>
<p><a href="${escapeHtml(siteUrl)}">${escapeHtml(copy.returnToSite)}</a></p>
</main>`,
  });
}

/**
 * @param {{ heading: string, message: string, details?: Record<string, unknown>, siteUrl: string,
 *   language: Language }} model
 * @returns {string}
 */
export function errorPage({ heading, message, details = {}, siteUrl, language }) {
  const copy = copyFor(language);
  const entries = Object.entries(details).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  // Protocol error codes are identifiers, so they are set as code; descriptions are prose.
  const list = entries.length
    ? `<dl>${entries
        .map(([key, value]) => {
          const text = escapeHtml(value);
          return `<dt>${escapeHtml(key)}</dt><dd>${key === 'error' ? `<code>${text}</code>` : text}</dd>`;
        })
        .join('')}</dl>`
    : '';
  return layout({
    language,
    title: heading,
    body: `<main class="card">
<p class="eyebrow">${escapeHtml(copy.error.eyebrow)}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${list}
<p><a href="${escapeHtml(siteUrl)}">${escapeHtml(copy.error.returnLink)}</a> ${escapeHtml(copy.error.startAgain)}</p>
</main>`,
  });
}
