import type { GetServerSidePropsContext } from 'next';
import type { DeferredIsland } from './deferredIsland';

/**
 * A page's getServerSideProps that first makes sure the code of its deferred islands is loaded,
 * so the server renders them in place (see deferredIsland).
 */
export function withIslands<Result>(
  load: (context: GetServerSidePropsContext) => Promise<Result>,
  islands: ReadonlyArray<Pick<DeferredIsland<never>, 'preload'>>,
): (context: GetServerSidePropsContext) => Promise<Result> {
  return async (context) => {
    await Promise.all(islands.map((island) => island.preload()));
    return load(context);
  };
}
