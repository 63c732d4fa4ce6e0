import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { guardRequest } from '@/lib/http/requestGuard';
import SECURITY from '@/lib/http/securityHeaders.json';
import { BASE_PATH } from '@/lib/routing/basePath';

/**
 * The security headers every response starts with, whoever writes it; Next.js replaces the CSP
 * with the page's nonce policy where it has one, and the page cache with its own.
 */
export function setSecurityHeaders(res: ServerResponse): void {
  for (const { key, value } of SECURITY.headers) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', SECURITY.fallbackContentSecurityPolicy);
}

/**
 * Answers the odd requests Next.js would answer with a 500 or mishandle (lib/http/requestGuard.ts:
 * `*` targets, TRACE, non-GET page methods, `/500`, multi-`?` targets in any path form) and rewrites
 * an absolute-form target to origin form. True when the request has been answered.
 */
export function answerOddRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const decision = guardRequest(req.method ?? 'GET', req.url ?? '/', BASE_PATH);
  if (decision.action === 'respond') {
    const { status, headers, body } = decision.response;
    // The body of a refused request is never read: close the connection instead of waiting.
    res.writeHead(status, req.complete ? headers : { ...headers, Connection: 'close' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  req.url = decision.target;
  return false;
}

/**
 * A complete response written straight to a socket, with the security headers, for the answers
 * Node gives before there is a request object.
 */
function rawResponse(statusLine: string, extraHeaders = ''): string {
  const headers = SECURITY.headers.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  return (
    `HTTP/1.1 ${statusLine}\r\n${extraHeaders}${headers}` +
    `Content-Security-Policy: ${SECURITY.fallbackContentSecurityPolicy}\r\n` +
    'Cache-Control: no-store\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'
  );
}

/** CONNECT never reaches a request listener (Node emits 'connect'): refuse it like the rest. */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.end(rawResponse('405 Method Not Allowed', 'Allow: GET, HEAD\r\n'));
}

const CLIENT_ERROR_STATUS: Partial<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/**
 * Replaces Node's bare 400/408/431 for malformed requests (an unknown method such as TRACK, a
 * broken request line) and request timeouts with the same answer carrying the security headers.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawResponse(CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request'));
}
