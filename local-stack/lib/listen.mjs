// @ts-check
// Binds an HTTP server to the loopback interface only: a developer machine should not serve its
// network. `localhost` resolves to 127.0.0.1 or ::1 depending on the OS and on Node's DNS order
// (Node >= 17 keeps the resolver's order, which often puts ::1 first), and Chromium tries both. So
// we listen on 127.0.0.1 always and on ::1 too whenever the host has IPv6, on the same port.
import { createServer } from 'node:http';

/**
 * @typedef {object} LoopbackListener
 * @property {number} port the port actually bound (useful when 0 was asked for)
 * @property {string[]} addresses every `host:port` served, for the startup log line
 * @property {() => Promise<void>} close stops listening and drops every open connection
 */

// Errors meaning "this host has no IPv6 loopback", after which serving IPv4 alone is right.
const NO_IPV6 = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT', 'EINVAL']);

/**
 * @param {import('node:http').RequestListener} handler
 * @param {number} port 0 asks the OS for a free port
 * @returns {Promise<LoopbackListener>}
 */
export async function listenOnLoopback(handler, port) {
  // With port 0 the IPv4 port the OS picks may already be taken on ::1 by someone else; pick again.
  const attempts = port === 0 ? 5 : 1;
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const ipv4 = createServer(handler);
    await listen(ipv4, port, '127.0.0.1');
    const address = ipv4.address();
    const boundPort = typeof address === 'object' && address ? address.port : port;

    const ipv6 = createServer(handler);
    try {
      await listen(ipv6, boundPort, '::1');
      return listener(boundPort, [ipv4, ipv6], [`127.0.0.1:${boundPort}`, `[::1]:${boundPort}`]);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
      if (NO_IPV6.has(code)) {
        return listener(boundPort, [ipv4], [`127.0.0.1:${boundPort}`]);
      }
      await closeServers([ipv4]);
      if (code !== 'EADDRINUSE') throw error;
      lastError = error;
    }
  }
  throw new Error(
    `port ${port} is free on 127.0.0.1 but taken on ::1, so http://localhost:${port} would ` +
      'reach another program; choose another port',
    { cause: lastError },
  );
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<void>}
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (/** @type {Error} */ error) => reject(error);
    server.once('error', onError);
    // ipv6Only keeps the ::1 socket from also claiming the IPv4 side of a dual-stack port.
    server.listen({ port, host, ipv6Only: host === '::1' }, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * @param {number} port
 * @param {import('node:http').Server[]} servers
 * @param {string[]} addresses
 * @returns {LoopbackListener}
 */
function listener(port, servers, addresses) {
  /** @type {Promise<void> | undefined} */
  let closing;
  return {
    port,
    addresses,
    close: () => (closing ??= closeServers(servers)),
  };
}

/**
 * Closes the servers and, unlike `server.close()` alone, does not wait for idle keep-alive
 * connections (a browser holds them for minutes), so shutting down takes milliseconds.
 * @param {import('node:http').Server[]} servers
 */
async function closeServers(servers) {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (!server.listening) {
            resolve(undefined);
            return;
          }
          server.close(() => resolve(undefined));
          server.closeAllConnections();
        }),
    ),
  );
}
