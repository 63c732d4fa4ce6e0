// @ts-check
// The provider's choice of language from OpenID Connect's ui_locales, and that its two sets of
// strings say the same things.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { EN } from '../identity-provider/i18n/en.mjs';
import { ES } from '../identity-provider/i18n/es.mjs';
import { pickLanguage } from '../identity-provider/i18n/language.mjs';

describe('pickLanguage', () => {
  for (const [uiLocales, expected] of /** @type {[unknown, string][]} */ ([
    ['es', 'es'],
    ['es-US es', 'es'],
    ['es-419', 'es'],
    ['ES-mx', 'es'],
    ['fr-CA es en', 'es'],
    ['  es  ', 'es'],
    ['en es', 'en'],
    ['en-US', 'en'],
    ['fr de', 'en'],
    ['spanish', 'en'],
    ['esp', 'en'],
    ['-es', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
    [['es'], 'en'],
    [42, 'en'],
    ['<script>es', 'en'],
  ])) {
    test(`${JSON.stringify(uiLocales)} → ${expected}`, () => {
      assert.equal(pickLanguage(uiLocales), expected);
    });
  }

  test('answers English for any text it does not know, never throwing', () => {
    for (const uiLocales of ['\u0000', 'x'.repeat(10_000), 'es_ES', 'é', '\n\t', 'zh-Hant-TW']) {
      assert.equal(pickLanguage(uiLocales), 'en');
    }
  });
});

/**
 * Every string of a copy, by its path of keys.
 * @param {unknown} value
 * @param {string} [path]
 * @returns {[string, string][]}
 */
function strings(value, path = '') {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(/** @type {object} */ (value)).flatMap(([key, inner]) =>
    strings(inner, path ? `${path}.${key}` : key),
  );
}

describe('the Spanish strings', () => {
  test('cover every English string, with the same placeholders, and translate it', () => {
    const english = new Map(strings(EN));
    const spanish = new Map(strings(ES));
    assert.deepEqual([...spanish.keys()].sort(), [...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = spanish.get(key) ?? '';
      assert.ok(translated.trim(), key);
      assert.deepEqual(translated.match(/\{\w+\}/g), text.match(/\{\w+\}/g), key);
      assert.notEqual(translated, text, `${key} is not translated`);
    }
  });
});
