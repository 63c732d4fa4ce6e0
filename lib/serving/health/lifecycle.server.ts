/**
 * Process lifecycle for the health probes. On SIGTERM the instance reports "not ready" at once,
 * so a load balancer stops sending new requests while the front server keeps serving through the
 * drain period (docs/operations.md#graceful-shutdown).
 */

/**
 * The flag lives on the process's global object, not in this module: the front server's bundle
 * and Next.js's bundle (which serves `/api/ready`) each load their own copy of this module.
 */
const DRAINING = Symbol.for('hp-vhp.draining');

interface DrainingGlobal {
  [DRAINING]?: boolean;
}

/** Marks this instance as shutting down. */
export function startDraining(): void {
  (globalThis as DrainingGlobal)[DRAINING] = true;
}

/** True once SIGTERM has been received. */
export function isDraining(): boolean {
  return (globalThis as DrainingGlobal)[DRAINING] === true;
}

/** Registers the SIGTERM/SIGINT listeners once per process (Next.js's own handlers still run). */
export function watchShutdownSignals(target: Pick<NodeJS.Process, 'once'> = process): void {
  target.once('SIGTERM', startDraining);
  target.once('SIGINT', startDraining);
}
