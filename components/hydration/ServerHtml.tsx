import { useState, type ReactNode } from 'react';
import { useIsHydrating } from './useIsHydrating';

interface ServerHtmlProps {
  children: ReactNode;
  /** Marks the wrapper, for tests and styles. */
  name: string;
}

/**
 * Children that need no code in the browser (text, links, pictures), kept as the server's HTML on
 * the page the browser loaded: React does not hydrate inside an empty `dangerouslySetInnerHTML`,
 * so they cost no hydration work on a phone. Unlike a deferred island their code stays in the
 * bundle, so a client-side visit renders them at once (no pop-in), and a page needs no preload.
 * Decided once per mount: later renders of a kept wrapper keep the server's HTML. Links in it
 * navigate as plain links.
 */
export default function ServerHtml({ children, name }: ServerHtmlProps) {
  const hydrating = useIsHydrating();
  const [keepServerHtml] = useState(() => hydrating && typeof window !== 'undefined');
  if (keepServerHtml) {
    return (
      <div
        data-server-html={name}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return <div data-server-html={name}>{children}</div>;
}
