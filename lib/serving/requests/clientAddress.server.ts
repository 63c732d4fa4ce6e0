import type { IncomingHttpHeaders } from 'node:http';

/**
 * The address a rate limit should count a request against. Behind `trustedProxyHops` proxies
 * (the load balancer, a CDN), each one appends the address it received the request from to
 * `X-Forwarded-For`, so the client is the entry that many places from the right; anything left
 * of it was written by the client and cannot be trusted. With no trusted proxy the socket's peer
 * address is the client. Falls back to the socket address when the header is short or missing.
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  const fallback = socketAddress ?? 'unknown';
  if (trustedProxyHops <= 0) return fallback;
  const header = headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const hops = raw
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops[hops.length - trustedProxyHops] ?? fallback;
}
