// @ts-check
// What the cluster primary of the site processes holds for them (docs/serving.md#every-core):
// `npm start`'s supervisor and the bench's, alike.
import cluster from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { relaySignOuts } from './signOutHub.mjs';

let serving = false;

/**
 * Without Redis the site processes agree on limits and sign-outs through this process, their
 * cluster primary: the limiters' counts live here, and sign-outs are relayed from one to the
 * others. Once per process; later calls do nothing.
 */
export function serveSiteProcesses() {
  if (serving) return;
  serving = true;
  new RateLimiterClusterMaster();
  relaySignOuts(cluster);
}
