/** Request header that carries the per-request CSP nonce from middleware to `_document` and the page loader. */
export const NONCE_HEADER = 'x-nonce';

/** API route (under the base path) that receives the browser's CSP violation reports. */
export const CSP_REPORT_PATH = '/api/csp-report';
