/*
 * The browser's stand-in for the `hoist-non-react-statics` package (aliased in next.config.js).
 * Emotion imports that package for its `withTheme` wrapper, which this site never uses, and as a
 * CommonJS module (with its own copy of `react-is`) it cannot be shaken out: 0.8 KiB of every
 * page's first load. This does the same job for a wrapper: it copies the wrapped component's own
 * statics that React does not define itself (docs/performance.md#no-hoist-non-react-statics-in-the-browser).
 */

/** Statics React defines on components, which a wrapper keeps its own of. */
const REACT_STATICS = new Set([
  '$$typeof',
  'childContextTypes',
  'compare',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'render',
  'type',
]);

/** Properties every function has. */
const FUNCTION_PROPERTIES = new Set([
  'arguments',
  'arity',
  'callee',
  'caller',
  'length',
  'name',
  'prototype',
]);

/** Copies `source`'s own non-React statics onto `target`; returns `target`. */
export default function hoistNonReactStatics<T extends object>(target: T, source: object): T {
  for (const key of Reflect.ownKeys(source)) {
    if (typeof key === 'string' && (REACT_STATICS.has(key) || FUNCTION_PROPERTIES.has(key))) {
      continue;
    }
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A property the target cannot take (non-configurable): the original skips it too.
    }
  }
  return target;
}
