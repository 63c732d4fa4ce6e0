// @ts-check
// "Sends" e-mail by writing it to a folder as an RFC 5322 .eml file, which any mail client opens.
// Nothing leaves the machine.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

export const FROM = 'HomePay <no-reply@homepay.example>';

/**
 * @param {{ dir: string }} options
 */
export function createOutbox({ dir }) {
  // streamTransport with buffer: nodemailer builds the complete MIME message and hands it back.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  return {
    dir,
    /**
     * @param {{ to: string, subject: string, text: string, html: string }} message
     * @returns {Promise<{ messageId: string, file: string }>}
     */
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from: FROM, to, subject, text, html });
      const messageId = String(info.messageId);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${fileTimestamp(new Date())}-${sanitise(messageId)}.eml`);
      // `wx`: never overwrite an earlier message.
      await writeFile(file, /** @type {Buffer} */ (info.message), { flag: 'wx' });
      return { messageId, file };
    },
  };
}

/**
 * ISO 8601 with the colons replaced, which Windows does not allow in file names; it still sorts.
 * @param {Date} date
 */
function fileTimestamp(date) {
  return date.toISOString().replaceAll(':', '-');
}

/**
 * `<uuid@homepay.example>` becomes `uuid@homepay.example`; anything unusual becomes `_`.
 * @param {string} messageId
 */
function sanitise(messageId) {
  return messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._@-]/g, '_')
    .slice(0, 120);
}
