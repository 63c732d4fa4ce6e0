// @ts-check
// Parses a Sentry envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header
// line, then items, each a JSON item header line and a payload (JSON when it parses, else text).
// Enough for a local stand-in that keeps what the SDK sends; attachments are kept as text.

/**
 * @typedef {{ header: Record<string, unknown>, payload: unknown }} EnvelopeItem
 * @typedef {{ header: Record<string, unknown>, items: EnvelopeItem[], receivedAt: string,
 *   project: string }} StoredEnvelope
 */

/**
 * @param {string} text
 * @returns {{ header: Record<string, unknown>, items: EnvelopeItem[] }}
 */
export function parseEnvelope(text) {
  const lines = text.split('\n');
  const header = JSON.parse(lines.shift() ?? '');
  /** @type {EnvelopeItem[]} */
  const items = [];
  while (lines.length > 0) {
    const headerLine = lines.shift() ?? '';
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine);
    let payloadText;
    if (typeof itemHeader.length === 'number') {
      // A length-prefixed payload may contain newlines; rejoin and cut by (UTF-8) length.
      const rest = Buffer.from(lines.join('\n'), 'utf8');
      payloadText = rest.subarray(0, itemHeader.length).toString('utf8');
      const remaining = rest.subarray(itemHeader.length).toString('utf8').replace(/^\n/, '');
      lines.splice(0, lines.length, ...(remaining === '' ? [] : remaining.split('\n')));
    } else {
      payloadText = lines.shift() ?? '';
    }
    let payload;
    try {
      payload = JSON.parse(payloadText);
    } catch {
      payload = payloadText;
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}
