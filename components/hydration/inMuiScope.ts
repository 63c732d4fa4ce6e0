import type { ComponentType } from 'react';

/**
 * A module's component, loaded on demand, put inside MuiScope: MUI, Emotion and the theme load
 * with it, in their own chunk, never with the page (docs/performance.md#mui-on-demand). For
 * `next/dynamic` (`import('./Part').then(inMuiScope)`) and deferred islands.
 */
export async function inMuiScope<P extends object>(module: {
  default: ComponentType<P>;
}): Promise<ComponentType<P>> {
  const { muiScoped } = await import('./MuiScope');
  return muiScoped(module.default);
}
