import type { ReactNode } from 'react';
import { KEPT_SERVER_HTML, useKeepsServerHtml } from './keepServerHtml';

interface ServerHtmlProps {
  children: ReactNode;
  /** Marks the wrapper, for tests and styles. */
  name: string;
}

/**
 * Children that need no code in the browser (text, links, pictures), kept as the server's HTML on
 * the page the browser loaded (keepServerHtml.ts), so they cost no hydration work on a phone.
 * Unlike a deferred island their code stays in the bundle, so a client-side visit renders them at
 * once (no pop-in), and a page needs no preload. Links in it navigate as plain links.
 */
export default function ServerHtml({ children, name }: ServerHtmlProps) {
  const keepsServerHtml = useKeepsServerHtml();
  if (keepsServerHtml) return <div data-server-html={name} {...KEPT_SERVER_HTML} />;
  return <div data-server-html={name}>{children}</div>;
}
