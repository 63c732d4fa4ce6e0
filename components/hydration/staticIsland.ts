import { createDemand } from '@/lib/site/hydration/demand';
import { deferredIsland, type DeferredIsland, type Module } from './deferredIsland';

/**
 * A deferred island that is never asked for: server-rendered content that needs no code in the
 * browser (text, images, links, native `<details>`). On the page the browser loaded, React leaves
 * its HTML alone, so neither its code nor its hydration is part of the first load; links in it
 * navigate as plain links. A client-side visit renders it as usual.
 */
export function staticIsland<P extends object>(
  load: () => Promise<Module<P>>,
  name: string,
): DeferredIsland<P> {
  return deferredIsland(load, createDemand(), { name });
}
