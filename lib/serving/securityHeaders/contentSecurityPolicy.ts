export interface CspOptions {
  nonce: string;
  /** Development adds 'unsafe-eval', which React's dev tooling needs. */
  isProduction: boolean;
  /** Served over https: ask browsers to upgrade any stray http sub-resource. */
  upgradeInsecureRequests: boolean;
  /** Origins the browser fetches from besides our own (identity provider, GraphQL, analytics, error reporting). */
  connectOrigins: readonly string[];
  /** Origins allowed in frames (identity provider silent renew, reCAPTCHA, video embeds). */
  frameOrigins: readonly string[];
  /** Origins images may come from besides our own (asset CDN, tag manager pixels). */
  imageOrigins: readonly string[];
  /** Origins forms may submit to besides our own (the enrollment funnel on the core site). */
  formActionOrigins?: readonly string[];
  /** Script origins besides the nonce (the analytics SDK's script URL, when configured). */
  scriptOrigins?: readonly string[];
  /** Path the browser reports violations to. */
  reportPath: string;
  /** Only the silent sign-in callback may be framed, and only by our own pages. Default 'none'. */
  frameAncestors?: "'none'" | "'self'";
}

/**
 * The per-response Content-Security-Policy: a strict nonce policy (`'strict-dynamic'`, no
 * `'unsafe-inline'`), `default-src 'none'` so every capability is granted explicitly, and only
 * the third-party origins the configuration actually uses.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const nonce = `'nonce-${options.nonce}'`;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'none'"],
    'script-src': [
      nonce,
      "'strict-dynamic'",
      ...(options.scriptOrigins ?? []),
      ...(options.isProduction ? [] : ["'unsafe-eval'"]),
    ],
    'style-src': ["'self'", nonce],
    // MUI 9 writes CSS custom properties into style attributes (e.g. --Link-underlineColor). An
    // attribute cannot load or run anything, so allowing attributes alone keeps <style> elements
    // nonce-only.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...options.imageOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...options.connectOrigins],
    'frame-src': options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'", ...(options.formActionOrigins ?? [])],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': [options.frameAncestors ?? "'none'"],
    'report-uri': [options.reportPath],
  };
  const policy = Object.entries(directives).map(([name, values]) =>
    [name, ...unique(values)].join(' '),
  );
  if (options.upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
