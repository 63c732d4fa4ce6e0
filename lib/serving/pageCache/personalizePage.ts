import type { RenderPlaceholders } from './internalRender.server';

type Field = keyof RenderPlaceholders;
const FIELDS: readonly Field[] = ['nonce', 'visitorId', 'deviceId', 'enrollmentSessionId'];

/** A cached text cut at its placeholders, so each response is one concatenation. */
export interface PageTemplate {
  /** The text between placeholders; one more than `slots`. */
  parts: readonly string[];
  /** Which value goes between `parts[i]` and `parts[i + 1]`. */
  slots: readonly Field[];
}

/**
 * Cuts a render at every occurrence of its placeholders: exact strings (HTML attributes, the
 * page's JSON props, the CSP header), never a pattern over `nonce="…"`.
 */
export function compilePage(text: string, placeholders: RenderPlaceholders): PageTemplate {
  const parts: string[] = [];
  const slots: Field[] = [];
  let from = 0;
  for (;;) {
    let next = -1;
    let field: Field | undefined;
    for (const candidate of FIELDS) {
      const at = text.indexOf(placeholders[candidate], from);
      if (at !== -1 && (next === -1 || at < next)) {
        next = at;
        field = candidate;
      }
    }
    if (field === undefined) break;
    parts.push(text.slice(from, next));
    slots.push(field);
    from = next + placeholders[field].length;
  }
  parts.push(text.slice(from));
  return { parts, slots };
}

/**
 * Fills a template with this response's nonce and visitor ids: a fresh base64 nonce and
 * validated UUIDs, which need no escaping in HTML, JSON or headers.
 */
export function fillPage(template: PageTemplate, values: RenderPlaceholders): string {
  const pieces: string[] = [template.parts[0] ?? ''];
  template.slots.forEach((field, index) => {
    pieces.push(values[field], template.parts[index + 1] ?? '');
  });
  return pieces.join('');
}
