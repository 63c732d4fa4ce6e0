/** @jest-environment node */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, sendJson } from '@/lib/serving/requests/jsonResponse.server';

let server: Server;
let port = 0;
const SMALL = { ok: true };
const LARGE = { rows: Array.from({ length: 200 }, (_, index) => ({ index, label: 'row' })) };

beforeAll(async () => {
  server = createServer((req, res) => {
    sendJson(req, res, req.url === '/large' ? 200 : 418, req.url === '/large' ? LARGE : SMALL, {
      Allow: 'POST',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (no automatic decompression), collecting the body as sent. */
function get(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sendJson', () => {
  it('gzips a large answer for a client that accepts it, with its length and no-store', async () => {
    const { res, body } = await get('/large', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(LARGE);
  });

  it('sends plain JSON to a client without gzip, and small answers always plain', async () => {
    const plain = await get('/large', {});
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(LARGE);
    const small = await get('/small', { 'accept-encoding': 'gzip' });
    expect(small.res.statusCode).toBe(418);
    expect(small.res.headers.allow).toBe('POST');
    expect(small.res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual(SMALL);
  });

  it('answers HEAD with the headers alone', async () => {
    const { res, body } = await get('/large', {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(body.length).toBe(0);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['identity', false],
    ['*', true],
    ['gzip;q=0, *', false],
    ['x-gzip', true],
    ['gzip;q=abc', false],
    [undefined, false],
  ])('reads %p as %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
