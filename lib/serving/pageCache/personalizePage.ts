/** A cached text cut at its placeholders, so each response is one concatenation. */
export interface PageTemplate<Slot extends string = string> {
  /** The text between placeholders; one more than `slots`. */
  parts: readonly string[];
  /** Which value goes between `parts[i]` and `parts[i + 1]`. */
  slots: readonly Slot[];
}

/**
 * Cuts a render at every occurrence of its placeholders: exact strings (HTML attributes, the
 * page's JSON props, the CSP header), never a pattern over `nonce="…"`. Where two start at the same
 * place, the longer wins (a member's whole JSON before a field inside it).
 */
export function compilePage<Slot extends string>(
  text: string,
  placeholders: Readonly<Record<Slot, string>>,
): PageTemplate<Slot> {
  const parts: string[] = [];
  const slots: Slot[] = [];
  const fields = (Object.entries(placeholders) as [Slot, string][]).filter(
    ([, value]) => value.length > 0,
  );
  let from = 0;
  for (;;) {
    let next = -1;
    let found: [Slot, string] | undefined;
    for (const [field, value] of fields) {
      const at = text.indexOf(value, from);
      if (at === -1) continue;
      if (next === -1 || at < next || (at === next && value.length > (found?.[1].length ?? 0))) {
        next = at;
        found = [field, value];
      }
    }
    if (found === undefined) break;
    parts.push(text.slice(from, next));
    slots.push(found[0]);
    from = next + found[1].length;
  }
  parts.push(text.slice(from));
  return { parts, slots };
}

/** True when any of `texts` is still in the template's fixed parts. */
export function templateContains(template: PageTemplate, texts: readonly string[]): boolean {
  return template.parts.some((part) => texts.some((text) => text && part.includes(text)));
}

/**
 * Fills a template with this response's values: a fresh base64 nonce and validated UUIDs, which
 * need no escaping in HTML, JSON or headers, and a member's fragments, escaped for where they go
 * (lib/serving/pageCache/memberTemplate.server.ts).
 */
export function fillPage<Slot extends string>(
  template: PageTemplate<Slot>,
  values: Readonly<Record<Slot, string>>,
): string {
  const pieces: string[] = [template.parts[0] ?? ''];
  template.slots.forEach((field, index) => {
    pieces.push(values[field], template.parts[index + 1] ?? '');
  });
  return pieces.join('');
}
