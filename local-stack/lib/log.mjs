// @ts-check
// Structured logging for the local stack: one JSON object per line on stdout, so the output can be
// read by people and filtered with `jq` alike. Callers may pass their own sink instead.

/**
 * @typedef {'debug' | 'info' | 'warn' | 'error'} LogLevel
 * @typedef {{ msg: string, level?: LogLevel, [key: string]: unknown }} LogRecord
 * @typedef {(record: LogRecord) => void} Log
 */

/**
 * A sink that writes each record as one JSON line, stamped with the time.
 * @param {NodeJS.WritableStream} [stream]
 * @returns {Log}
 */
export function jsonLineLog(stream = process.stdout) {
  return (record) => {
    const line = { time: new Date().toISOString(), level: 'info', ...record };
    let text;
    try {
      text = JSON.stringify(line);
    } catch {
      // A record that cannot be serialised (a cycle, a BigInt) must not take the server down.
      text = JSON.stringify({ time: line.time, level: line.level, msg: String(record.msg) });
    }
    stream.write(`${text}\n`);
  };
}

/**
 * Tags every record with the component that wrote it.
 * @param {Log} log
 * @param {string} service
 * @returns {Log}
 */
export function forService(log, service) {
  return (record) => log({ service, ...record });
}

/**
 * The parts of an error worth logging (never request data, which may hold tokens).
 * @param {unknown} error
 * @returns {{ name?: string, message: string, stack?: string }}
 */
export function describeError(error) {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  return { message: String(error) };
}
