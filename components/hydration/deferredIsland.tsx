import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
} from 'react';
import type { Demand } from '@/lib/hydration/demand';

type Module<P> = { default: ComponentType<P> };

/** A deferred island, and how the server makes sure its code is there before rendering. */
export type DeferredIsland<P> = ComponentType<P> & { preload: () => Promise<void> };

const noSubscription = () => () => {};

/**
 * True while React hydrates server HTML (and on the server), false in a render from scratch:
 * React reads the server snapshot during hydration only.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A server-rendered part of a page whose code loads only when it is needed.
 *
 * The server renders the component inside a wrapper `<div>` (its code preloaded by the page's
 * getServerSideProps). The browser hydrates that wrapper with an empty `dangerouslySetInnerHTML`,
 * which React leaves as it finds it, so the server's HTML stays on screen, static, without the
 * component's code. When `demand` is requested the code loads and the component renders in its
 * place, with the current props (the same HTML unless they changed). Rendered from scratch (a
 * client-side navigation) there is no server HTML to keep: the code loads at once.
 *
 * Not React.lazy in a Suspense boundary: React streams a large boundary separately, with an
 * inline script the page's CSP would have to allow.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<Module<P>>,
  demand: Demand,
  wrapperProps: { style?: CSSProperties; 'data-island'?: string } = {},
): DeferredIsland<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const loadOnce = () => {
    loading ??= load().then(
      ({ default: Component }) => (loaded = Component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Island(props: P) {
    const hydrating = useIsHydrating();
    // Decided once, at the first render: hydrating server HTML (keep it until wanted), or
    // rendering from scratch (a client-side navigation: nothing to keep, load at once).
    const [keepServerHtml] = useState(() => hydrating && typeof window !== 'undefined');
    const [Component, setComponent] = useState<ComponentType<P> | null>(() =>
      keepServerHtml ? null : loaded,
    );
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      const wanted = keepServerHtml ? demand.requested : Promise.resolve();
      wanted
        .then(loadOnce)
        .then((ready) => {
          if (!cancelled) setComponent(() => ready);
        })
        // The server's HTML stays; the next demand (a later edit) does not retry, a reload does.
        .catch(() => undefined);
      return () => {
        cancelled = true;
      };
    }, [Component, keepServerHtml]);
    if (Component) {
      // A new key: React removes the server's wrapper (and the HTML React never knew) and
      // inserts the rendered one in the same commit.
      return (
        <div key="rendered" {...wrapperProps}>
          <Component {...props} />
        </div>
      );
    }
    return (
      <div
        key="server"
        {...wrapperProps}
        // Keeps the server's HTML untouched until the code is here (React does not hydrate
        // inside dangerouslySetInnerHTML).
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }

  return Object.assign(Island, {
    preload: async () => {
      await loadOnce();
    },
  });
}
