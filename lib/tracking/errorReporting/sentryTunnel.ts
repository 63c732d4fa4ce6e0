/**
 * Where the tunnel forwards an envelope: the ingest URL of the configured DSN, and only when the
 * envelope's own header names that same DSN (public key, host, project). Anything else is refused,
 * so the tunnel cannot be used to post to other projects or hosts.
 */
export function envelopeTarget(envelope: string, configuredDsn: string): string | null {
  const headerLine = envelope.slice(
    0,
    envelope.indexOf('\n') === -1 ? undefined : envelope.indexOf('\n'),
  );
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return null;
  }
  const dsnText = (header as { dsn?: unknown } | null)?.dsn;
  if (typeof dsnText !== 'string') return null;
  let given: URL;
  let configured: URL;
  try {
    given = new URL(dsnText);
    configured = new URL(configuredDsn);
  } catch {
    return null;
  }
  if (
    given.host !== configured.host ||
    given.protocol !== configured.protocol ||
    given.username !== configured.username ||
    given.pathname !== configured.pathname
  ) {
    return null;
  }
  const project = configured.pathname.replace(/^\/+|\/+$/g, '');
  const prefix = project.includes('/') ? `/${project.slice(0, project.lastIndexOf('/'))}` : '';
  const projectId = project.slice(project.lastIndexOf('/') + 1);
  return `${configured.protocol}//${configured.host}${prefix}/api/${projectId}/envelope/`;
}
