import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type SyntheticEvent,
} from 'react';
import type { Demand } from '@/lib/site/hydration/demand';
import { KEPT_SERVER_HTML, useKeepsServerHtml } from './keepServerHtml';
import { loadOnce } from '@/lib/platform/loading/loadOnce';
import { inMuiScope } from './inMuiScope';
import type * as FormSnapshotModule from '@/lib/site/hydration/formSnapshot';
import type { FormSnapshot } from '@/lib/site/hydration/formSnapshot';

/** The form carry-over code, needed only when an interactive island swaps in: loaded with it. */
const loadFormSnapshot = (): Promise<typeof FormSnapshotModule> =>
  import('@/lib/site/hydration/formSnapshot');

export type Module<P> = { default: ComponentType<P> };

/** A deferred island, and how the server makes sure its code is there before rendering. */
export type DeferredIsland<P> = ComponentType<P> & { preload: () => Promise<void> };

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
export interface IslandOptions {
  style?: CSSProperties;
  /** Marks the wrapper, for tests and styles. */
  name?: string;
  /**
   * The island holds a form: touching it asks for its code, a submit made before the code is
   * here is held back, and what was typed, the focus and that submit carry over to the rendered
   * form (lib/site/hydration/formSnapshot.ts).
   */
  interactive?: boolean;
}

export function deferredIsland<P extends object>(
  load: () => Promise<Module<P>>,
  demand: Demand,
  options: IslandOptions = {},
): DeferredIsland<P> {
  const wrapperProps = { style: options.style, 'data-island': options.name };
  // Islands may style with MUI: their code brings its scope (theme, the browser's Emotion cache).
  const code = loadOnce(() => load().then(inMuiScope));

  function Island(props: P) {
    // Hydrating server HTML: keep it until wanted. Rendering from scratch (a client-side
    // navigation): nothing to keep, load at once.
    const keepServerHtml = useKeepsServerHtml();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() =>
      keepServerHtml ? null : code.loaded(),
    );
    const wrapper = useRef<HTMLDivElement>(null);
    const submitted = useRef(false);
    const snapshot = useRef<{
      taken: FormSnapshot;
      restore: typeof FormSnapshotModule.restoreFormSnapshot;
    } | null>(null);
    // A static form's events reach React through its wrapper: touching it asks for the code;
    // a submit is held back (a native one would put the fields in the URL) for the rendered form.
    const want = useCallback(() => demand.request(), []);
    const holdSubmit = useCallback(
      (event: SyntheticEvent) => {
        event.preventDefault();
        submitted.current = true;
        want();
      },
      [want],
    );
    const staticFormHandlers = {
      onFocusCapture: want,
      onPointerDownCapture: want,
      onKeyDownCapture: want,
      onSubmitCapture: holdSubmit,
    };
    // Bumped when a load failed and the code is asked for again (a later interaction).
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      let stopListening = () => {};
      const wanted = keepServerHtml ? demand.requested : Promise.resolve();
      // A request made while this load is under way (an edit before a dropped load fails) asks
      // for the code again once it has failed: listening only after the failure would lose it.
      let askedAgain = false;
      wanted
        .then(() => {
          if (!cancelled) stopListening = demand.onRequest(() => (askedAgain = true));
          return Promise.all([code.load(), options.interactive ? loadFormSnapshot() : null]);
        })
        .then(([ready, forms]) => {
          if (cancelled) return;
          if (forms && wrapper.current) {
            snapshot.current = {
              taken: forms.takeFormSnapshot(wrapper.current, submitted.current),
              restore: forms.restoreFormSnapshot,
            };
          }
          setComponent(() => ready);
        })
        .catch(() => {
          // The server's HTML stays; the next request (a later interaction) tries again.
          if (cancelled) return;
          stopListening();
          if (askedAgain) setAttempt((n) => n + 1);
          else stopListening = demand.onRequest(() => setAttempt((n) => n + 1));
        });
      return () => {
        cancelled = true;
        stopListening();
      };
    }, [Component, keepServerHtml, attempt]);
    useEffect(() => {
      if (!Component || !snapshot.current || !wrapper.current) return;
      snapshot.current.restore(wrapper.current, snapshot.current.taken);
      snapshot.current = null;
    }, [Component]);
    if (Component) {
      // A new key: React removes the server's wrapper (and the HTML React never knew) and
      // inserts the rendered one in the same commit.
      return (
        <div key="rendered" ref={wrapper} {...wrapperProps}>
          <Component {...props} />
        </div>
      );
    }
    return (
      <div
        key="server"
        ref={wrapper}
        {...wrapperProps}
        {...(options.interactive ? staticFormHandlers : {})}
        // Keeps the server's HTML untouched until the code is here.
        {...KEPT_SERVER_HTML}
      />
    );
  }

  return Object.assign(Island, {
    preload: async () => {
      await code.load();
    },
  });
}
