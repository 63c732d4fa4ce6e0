import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { NextApiRequest, NextApiResponse } from 'next';

export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: unknown;
  ended: boolean;
}

/** A written body as the client would read it: gunzipped, and parsed when it is JSON. */
function decodeBody(payload: Buffer | string, headers: FakeResponse['headers']): unknown {
  const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const text = (headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  return String(headers['content-type'] ?? '').startsWith('application/json')
    ? (JSON.parse(text) as unknown)
    : text;
}

/**
 * A minimal request/response pair for calling an API route handler directly. A string `body` is
 * streamed, as Node delivers it to routes with Next's body parser off (every route here), with a
 * JSON content type unless the request's headers name another.
 */
export function fakeApi(request: Partial<NextApiRequest> = {}) {
  const state: FakeResponse = { statusCode: 200, headers: {}, body: undefined, ended: false };
  const res = {
    setHeader(name: string, value: string | string[]) {
      state.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      state.statusCode = code;
      return res;
    },
    json(body: unknown) {
      state.body = body;
      state.ended = true;
      return res;
    },
    /** Node's own way, which routes written for any Node response use (lib/serving/requests/jsonResponse.server.ts). */
    writeHead(code: number, headers: Record<string, string> = {}) {
      state.statusCode = code;
      for (const [name, value] of Object.entries(headers))
        state.headers[name.toLowerCase()] = value;
      return res;
    },
    end(payload?: Buffer | string) {
      state.ended = true;
      if (payload !== undefined) state.body = decodeBody(payload, state.headers);
      return res;
    },
  };
  const fields = { method: 'GET', headers: {}, query: {}, cookies: {}, ...request };
  const req = (
    typeof request.body === 'string'
      ? Object.assign(Readable.from([Buffer.from(request.body)]), {
          ...fields,
          headers: { 'content-type': 'application/json', ...fields.headers },
        })
      : fields
  ) as NextApiRequest;
  return { req, res: res as unknown as NextApiResponse, state };
}
