import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';

/**
 * Which site process answered: a test-only observation through Linux's /proc, so the site need
 * not reveal its pids. The connection's server end is a socket in /proc/net/tcp (local port the
 * site's, remote port the client's); its inode is open in exactly one process's /proc/PID/fd.
 */

/** The inode of the server end of the loopback connection from `clientPort` to `serverPort`. */
function serverSocketInode(serverPort: number, clientPort: number): string | undefined {
  const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, remote, inode] = [fields[1], fields[2], fields[9]];
      if (
        local?.endsWith(`:${hexPort(serverPort)}`) &&
        remote?.endsWith(`:${hexPort(clientPort)}`)
      ) {
        return inode;
      }
    }
  }
  return undefined;
}

/** The one of `pids` that holds the socket `inode`, if any. */
function holderOf(inode: string, pids: number[]): number | undefined {
  return pids.find((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
        } catch {
          return false; // closed meanwhile
        }
      });
    } catch {
      return false; // process gone
    }
  });
}

export interface ObservedResponse {
  status: number;
  body: string;
  /** The site process that answered, from `pids`; undefined if none of them held the connection. */
  pid: number | undefined;
}

/**
 * Sends one request on a new loopback connection to `port` and says which of `pids` answered it.
 * The connection stays open (keep-alive) until its holder is found, then is closed.
 */
export function requestObserved(
  port: number,
  path: string,
  pids: number[],
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ObservedResponse> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<ObservedResponse>((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `localhost:${port}`, ...init.headers },
        timeout: 15_000,
      },
      (response) => {
        // Read now: the socket is detached from the response once it has ended.
        const clientPort = response.socket.localPort ?? 0;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const inode = serverSocketInode(port, clientPort);
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            pid: inode === undefined ? undefined : holderOf(inode, pids),
          });
        });
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path}`)));
    req.end(init.body);
  }).finally(() => agent.destroy());
}
