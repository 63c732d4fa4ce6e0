/**
 * Path of the log endpoint under the base path (docs/platform.md#browser-logs). Kept free of the
 * validator so the browser's sender does not carry it.
 */
export const LOG_ENDPOINT_PATH = '/api/logs';
