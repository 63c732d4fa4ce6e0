/** When some code is wanted: a promise that resolves on the first request, and the request. */
export interface Demand {
  requested: Promise<void>;
  request: () => void;
}

export function createDemand(): Demand {
  let resolve: () => void = () => {};
  const requested = new Promise<void>((done) => {
    resolve = done;
  });
  return { requested, request: () => resolve() };
}
