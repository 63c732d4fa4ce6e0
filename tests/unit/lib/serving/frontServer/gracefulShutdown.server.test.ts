/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGracefulShutdown } from '@/lib/serving/frontServer/gracefulShutdown.server';
import { isDraining } from '@/lib/serving/health/lifecycle.server';

function get(port: number): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('createGracefulShutdown', () => {
  let server: Server;
  let port: number;
  let exits: number[];
  let shutdown: ReturnType<typeof createGracefulShutdown>;

  beforeEach(async () => {
    exits = [];
    server = createServer((req, res) => {
      shutdown.onResponse(res);
      res.end('ok');
    });
    shutdown = createGracefulShutdown(server, { drainMs: 300, finishMs: 2_000 }, (code) =>
      exits.push(code),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  it('keeps serving through the drain, with Connection: close, then exits 0', async () => {
    expect((await get(port)).connection).toBe('keep-alive');
    shutdown.begin();
    expect(isDraining()).toBe(true);
    const during = await get(port);
    expect(during).toEqual({ status: 200, connection: 'close' });
    expect(server.listening).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.listening).toBe(false);
    expect(exits).toEqual([0]);
  });

  it('stops accepting at once with no drain, and begins only once', async () => {
    shutdown.begin(0);
    shutdown.begin();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.listening).toBe(false);
    expect(exits).toEqual([0]);
  });
});
