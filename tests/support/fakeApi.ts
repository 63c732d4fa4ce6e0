import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';

export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: unknown;
  ended: boolean;
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
    end() {
      state.ended = true;
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
