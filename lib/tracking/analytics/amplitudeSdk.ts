/**
 * The parts of @amplitude/analytics-browser the wrapper uses, imported by name so the bundler
 * keeps only them (a namespace `import()` keeps every export).
 */
export { createInstance, Identify } from '@amplitude/analytics-browser';
