/**
 * Process lifecycle for the health probes. On SIGTERM the instance reports "not ready" at once,
 * so a load balancer stops sending new requests while Next.js finishes the ones in flight.
 */
let draining = false;

/** Marks this instance as shutting down. */
export function startDraining(): void {
  draining = true;
}

/** True once SIGTERM has been received. */
export function isDraining(): boolean {
  return draining;
}

/** Registers the SIGTERM/SIGINT listeners once per process (Next.js's own handlers still run). */
export function watchShutdownSignals(target: Pick<NodeJS.Process, 'once'> = process): void {
  target.once('SIGTERM', startDraining);
  target.once('SIGINT', startDraining);
}
