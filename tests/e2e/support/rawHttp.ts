import net from 'node:net';
import { E2E_PORT } from './origin';

/** One HTTP/1.1 response read off a raw socket. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request exactly as written, on a raw socket: the only way to send what `fetch` and
 * Playwright refuse to (a `*` target, an absolute-form request line, TRACE, CONNECT, no Host).
 * `head` is the request line plus any headers; Host (unless `host: null`), Connection: close and
 * Content-Length (the body's, unless `contentLength` claims another) are added.
 */
export function rawRequest(
  head: string,
  {
    port = E2E_PORT,
    body = '',
    contentLength = Buffer.byteLength(body),
    host = `localhost:${port}`,
  }: { port?: number; body?: string; contentLength?: number; host?: string | null } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const length = contentLength > 0 ? `Content-Length: ${contentLength}\r\n` : '';
      const hostLine = host === null ? '' : `Host: ${host}\r\n`;
      socket.write(`${head}\r\n${hostLine}Connection: close\r\n${length}\r\n`);
      if (body) socket.write(body);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${head}`)));
    socket.on('close', () => resolve(parseRawResponse(Buffer.concat(chunks))));
  });
}

function parseRawResponse(bytes: Buffer): RawResponse {
  const text = bytes.toString('latin1');
  const [headText = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = headText.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** An upgrade's answer, and the client's end of the socket, still open. */
export interface UpgradeAnswer extends RawResponse {
  socket: net.Socket;
}

/**
 * Sends a WebSocket upgrade request (`GET <target>` unless `method` says otherwise) and keeps its
 * own end open, as a WebSocket client would. Resolves once the server has answered and closed its
 * side; rejects when the server leaves the socket open past `timeoutMs`. The caller destroys
 * `socket` when done, so a test can check that the server let go while the client still holds on.
 */
export function rawUpgrade(
  target: string,
  { port = E2E_PORT, method = 'GET', timeoutMs = 5_000 } = {},
): Promise<UpgradeAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: Upgrade\r\n` +
          'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the server left the upgrade of ${target} open`)),
    );
    socket.on('end', () => {
      socket.setTimeout(0);
      resolve({ ...parseRawResponse(Buffer.concat(chunks)), socket });
    });
  });
}
