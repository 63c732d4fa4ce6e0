// @ts-check
// The provider's pages in the language the site asks for with ui_locales: Spanish for `es` (the
// first supported tag of the list wins), English for anything else, never an error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { EN } from '../identity-provider/i18n/en.mjs';
import { escapeHtml } from '../identity-provider/views.mjs';
import {
  CookieJar,
  PASSWORD,
  SITE_URL,
  authorizationUrl,
  browse,
  followToSite,
  pkcePair,
  signIn,
  signInForTokens,
  startTestStack,
} from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestStack>>} */
let stack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack.cleanup();
});

/**
 * Starts a sign-in and opens its form.
 * @param {Record<string, string | undefined>} params
 * @param {CookieJar} [jar]
 */
async function openSignIn(params, jar = new CookieJar()) {
  const { challenge } = pkcePair();
  const start = await browse(
    authorizationUrl(stack.issuer, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...params,
    }).href,
    jar,
  );
  const path = /** @type {string} */ (start.headers.get('location'));
  assert.match(path, /^\/interaction\//);
  const page = await browse(new URL(path, stack.issuer).href, jar);
  return { jar, path, page, html: await page.text() };
}

/**
 * @param {CookieJar} jar
 * @param {string} path
 * @param {Record<string, string>} form
 */
function submit(jar, path, form) {
  return browse(new URL(`${path}/login`, stack.issuer).href, jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

/**
 * Every English string of the pages, without its placeholders, as a page would show it.
 * @param {unknown} value
 * @returns {string[]}
 */
function englishFragments(value = EN) {
  if (typeof value === 'string') {
    return value
      .split(/\{\w+\}/)
      .filter((part) => part.trim().length > 3)
      .map(escapeHtml);
  }
  return Object.values(/** @type {object} */ (value)).flatMap(englishFragments);
}

/**
 * A Spanish page: the language attribute, one h1 with the given text, no English string.
 * @param {string} html
 * @param {string} heading
 */
function assertSpanish(html, heading) {
  assert.match(html, /<html lang="es">/);
  assert.equal(html.match(/<h1[ >]/g)?.length, 1);
  assert.ok(html.includes(`<h1>${escapeHtml(heading)}</h1>`), heading);
  for (const english of englishFragments()) assert.ok(!html.includes(english), english);
}

describe('sign-in page with ui_locales=es', () => {
  test('is in Spanish, accessible, and lists the demo accounts', async () => {
    const { page, html } = await openSignIn({ ui_locales: 'es' });
    assert.equal(page.status, 200);
    assertSpanish(html, 'Iniciar sesión en HomePay');
    assert.match(html, /<title>Iniciar sesión · Inicio de sesión local de HomePay<\/title>/);
    assert.match(html, /<label for="email">Correo electrónico<\/label>/);
    assert.match(html, /<label for="password">Contraseña<\/label>/);
    assert.match(html, /<label for="viewAs">Miembro cuya cuenta desea ver<\/label>/);
    assert.match(html, /<button type="submit">Iniciar sesión<\/button>/);
    assert.match(html, /<h2 id="demo-accounts">Cuentas de demostración<\/h2>/);
    assert.match(html, /<code>impersonated<\/code>/);
    for (const email of ['client@example.com', 'support@example.com'])
      assert.ok(html.includes(email));
    assert.ok(html.includes(PASSWORD));
  });

  test('says a wrong password in Spanish, keeping the email, escaped', async () => {
    const { jar, path } = await openSignIn({ ui_locales: 'es' });
    const email = 'client@example.com"><b>';
    const response = await submit(jar, path, { email, password: 'wrong' });
    assert.equal(response.status, 401);
    const html = await response.text();
    assertSpanish(html, 'Iniciar sesión en HomePay');
    assert.match(html, /role="alert"/);
    assert.match(html, /no coinciden con ninguna cuenta de demostración/);
    assert.ok(html.includes(`value="${escapeHtml(email)}"`));
    assert.ok(!html.includes('"><b>'));

    const retry = await submit(jar, path, { email: 'client@example.com', password: PASSWORD });
    assert.equal(retry.status, 303);
  });

  test('says every refusal of the form in Spanish', async () => {
    const { jar, path } = await openSignIn({ ui_locales: 'es' });
    const cases = [
      [{ email: ' ', password: PASSWORD }, 'Ingrese su correo electrónico.'],
      [{ email: 'support@example.com', password: PASSWORD }, 'elija el miembro cuya cuenta'],
      [
        { email: 'client@example.com', password: PASSWORD, viewAs: 'b5e6f7a8_none' },
        'Solo las cuentas de soporte pueden ver el sitio',
      ],
    ];
    for (const [form, message] of /** @type {[Record<string, string>, string][]} */ (cases)) {
      const response = await submit(jar, path, form);
      assert.equal(response.status, 400, message);
      const html = await response.text();
      assertSpanish(html, 'Iniciar sesión en HomePay');
      assert.ok(html.includes(escapeHtml(message)), message);
    }
  });

  test('answers a form it cannot read with a Spanish page', async () => {
    const { jar, path } = await openSignIn({ ui_locales: 'es' });
    const response = await browse(new URL(`${path}/login`, stack.issuer).href, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(response.status, 415);
    assertSpanish(await response.text(), 'Solicitud rechazada');
  });

  test('signs in and returns to the site with a code, like the English page', async () => {
    const { callback } = await signIn(stack.issuer, {
      email: 'client@example.com',
      params: { ui_locales: 'es' },
    });
    assert.equal(`${callback.origin}${callback.pathname}`, `${SITE_URL}/authCallback`);
  });

  test('cancel returns access_denied to the site', async () => {
    const { jar, path } = await openSignIn({ ui_locales: 'es' });
    const back = await followToSite(
      await browse(new URL(`${path}/abort`, stack.issuer).href, jar),
      stack.issuer,
      jar,
    );
    const location = new URL(/** @type {string} */ (back.headers.get('location')));
    assert.equal(location.searchParams.get('error'), 'access_denied');
  });
});

describe('choosing the language from ui_locales', () => {
  for (const uiLocales of ['es-US es', 'fr-CA es-MX', 'ES']) {
    test(`"${uiLocales}" gives the Spanish page`, async () => {
      const { page, html } = await openSignIn({ ui_locales: uiLocales });
      assert.equal(page.status, 200);
      assert.match(html, /<html lang="es">/);
    });
  }

  for (const uiLocales of [undefined, 'en', 'en es', 'fr de', 'xx-!!', 'es_ES', ' ']) {
    test(`${JSON.stringify(uiLocales)} gives the English page, not an error`, async () => {
      const { page, html } = await openSignIn({ ui_locales: uiLocales });
      assert.equal(page.status, 200);
      assert.match(html, /<html lang="en">/);
      assert.match(html, /<h1>Sign in to HomePay<\/h1>/);
    });
  }

  test('is advertised in discovery', async () => {
    const response = await fetch(`${stack.issuer}/.well-known/openid-configuration`);
    assert.deepEqual((await response.json()).ui_locales_supported, ['en', 'es']);
  });
});

describe('other pages with ui_locales=es', () => {
  test('a refused authorization request is explained in Spanish', async () => {
    const { challenge } = pkcePair();
    const response = await browse(
      authorizationUrl(stack.issuer, {
        redirect_uri: 'http://evil.example/app/hp-vhp/authCallback',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ui_locales: 'es',
      }).href,
      new CookieJar(),
    );
    assert.equal(response.status, 400);
    const html = await response.text();
    assertSpanish(html, 'Solicitud de inicio de sesión rechazada');
    // The protocol's own code stays as it is: a detail for developers.
    assert.match(html, /redirect_uri/);
  });

  test('a support user is asked again, in Spanish, to choose a member (consent)', async () => {
    const { jar } = await signIn(stack.issuer, {
      email: 'support@example.com',
      viewAs: 'a1b2c3d4_client',
    });
    // "Stay signed in" on the sign-out page keeps the session but revokes the site's Grant.
    const logout = await browse(`${stack.issuer}/session/end?client_id=hp-vhp&ui_locales=es`, jar);
    const logoutHtml = await logout.text();
    assertSpanish(logoutHtml, '¿Desea cerrar sesión en HomePay?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1];
    assert.ok(xsrf);
    await browse(`${stack.issuer}/session/end/confirm`, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf }),
    });
    const { page, html } = await openSignIn({ ui_locales: 'es' }, jar);
    assert.equal(page.status, 200);
    assertSpanish(html, 'Iniciar sesión en HomePay');
    assert.ok(html.includes('Elija el miembro cuya cuenta desea ver e inicie sesión de nuevo.'));
  });

  test('the sign-out page speaks the language its request asks for', async () => {
    const tokens = await signInForTokens(stack.issuer, { email: 'client@example.com' });
    const url = new URL('/session/end', stack.issuer);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('ui_locales', 'es-US');
    const html = await (await browse(url.href, tokens.jar)).text();
    assertSpanish(html, '¿Desea cerrar sesión en HomePay?');
    assert.match(html, /value="yes" autofocus>Cerrar sesión<\/button>/);
  });
});
