// @ts-check
// The identity provider's HTML pages. Plain server-rendered HTML that works without JavaScript,
// with inline CSS only (no remote fonts or scripts: the stack must run offline), one h1 per page,
// labelled controls and colours that meet WCAG 2.2 AA contrast.

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
 * @param {{ title: string, body: string }} page
 * @returns {string}
 */
export function layout({ title, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · HomePay local sign-in</title>
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

  return layout({
    title: 'Sign in',
    body: `<main class="card">
<p class="eyebrow">Local development</p>
<h1>Sign in to HomePay</h1>
<p class="muted">This page stands in for the real identity provider on your machine. Sign in with one of the demo accounts listed below.</p>
${alert}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid('email')}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid('password')}${email ? ' autofocus' : ''}>
<details${supportOpen ? ' open' : ''}>
<summary>Support staff: view the site as a member</summary>
<label for="viewAs">Member to view as</label>
<select id="viewAs" name="viewAs"${invalid('viewAs')}>
<option value="">Choose a member</option>
${options}
</select>
<p class="hint">Only for support accounts. Your own account stays the token subject; the member you choose is added as the <code>impersonated</code> claim.</p>
</details>
<div class="actions">
<button type="submit">Sign in</button>
<a href="${escapeHtml(cancelUrl)}">Cancel and return to the site</a>
</div>
</form>
</main>
<section class="card" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo accounts</h2>
<div class="table-scroll">
<table>
<thead><tr><th scope="col">Name</th><th scope="col">Account status</th><th scope="col">Email</th><th scope="col">Password</th></tr></thead>
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
 * @param {{ form: string }} model `form` is oidc-provider's hidden form (carries the xsrf token)
 * @returns {string}
 */
export function logoutPage({ form }) {
  return layout({
    title: 'Sign out',
    body: `<main class="card">
<p class="eyebrow">Local development</p>
<h1>Sign out of HomePay?</h1>
<p class="muted">You will be signed out of the local identity provider and returned to the site.</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>
</div>
</main>`,
  });
}

/**
 * Shown after a logout that had no (valid) post_logout_redirect_uri.
 * @param {{ siteUrl: string }} model
 * @returns {string}
 */
export function signedOutPage({ siteUrl }) {
  return layout({
    title: 'Signed out',
    body: `<main class="card">
<p class="eyebrow">Local development</p>
<h1>You are signed out</h1>
<p><a href="${escapeHtml(siteUrl)}">Return to HomePay</a></p>
</main>`,
  });
}

/**
 * @param {{ heading: string, message: string, details?: Record<string, unknown>, siteUrl: string }} model
 * @returns {string}
 */
export function errorPage({ heading, message, details = {}, siteUrl }) {
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
    title: heading,
    body: `<main class="card">
<p class="eyebrow">Local development sign-in</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${list}
<p><a href="${escapeHtml(siteUrl)}">Return to HomePay</a> and start signing in again.</p>
</main>`,
  });
}
