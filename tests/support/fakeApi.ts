import type { NextApiRequest, NextApiResponse } from 'next';

export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: unknown;
  ended: boolean;
}

/** A minimal request/response pair for calling an API route handler directly. */
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
  const req = { method: 'GET', headers: {}, query: {}, cookies: {}, ...request } as NextApiRequest;
  return { req, res: res as unknown as NextApiResponse, state };
}
