import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

type Module<P> = {default: ComponentType<P>};

let hydrated = false;
let pending = 0;
let settledWaiters: (() => void)[] = [];

/** Called once the first page has hydrated (src/clientModules/hydrationMark.ts). */
export function markHydrated(): void {
  hydrated = true;
}

/** False while the first page hydrates; true for everything mounted after (client-side navigation). */
export function isHydrated(): boolean {
  return hydrated;
}

/** Resolves when no deferred chunk is loading (at once when none is). */
export function deferredChunksSettled(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

function track<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  const done = () => {
    pending -= 1;
    if (pending > 0) return;
    const waiters = settledWaiters;
    settledWaiters = [];
    for (const resolve of waiters) resolve();
  };
  promise.then(done, done);
  return promise;
}

/** A lazy component that renders at once when its chunk has already loaded, and can load it ahead of use. */
export type LazyChunk<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk (once); the promise settles when it has loaded. */
  preload: () => Promise<Module<P>>;
  /** A fresh component that tries the import again (React.lazy keeps a failed import failed). */
  retry: () => LazyChunk<P>;
};

/**
 * React.lazy over a chunk that loads once per page: after the first load,
 * every new instance renders in the same commit instead of showing its
 * fallback for a frame (React.lazy accepts any thenable, and one that has
 * already resolved is read synchronously). Loads are counted, so code that
 * must wait for deferred content to arrive can (see deferredChunksSettled).
 */
export function lazyChunk<P>(load: () => Promise<Module<P>>): LazyChunk<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => {
    loading ??= track(
      load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ),
    );
    return loading;
  };
  // A thenable that calls back at once: React then renders the module in the same pass.
  const resolved = (module: Module<P>) =>
    ({
      then(onFulfilled: (value: Module<P>) => void) {
        onFulfilled(module);
      },
    }) as unknown as Promise<Module<P>>;
  const component = lazy(() => (loaded ? resolved(loaded) : preload()));
  return Object.assign(component, {preload, retry: () => lazyChunk(load)});
}

/**
 * Resolves once the chunk has loaded if the first page has hydrated, at once
 * otherwise. An `X.deferred` module evaluated after hydration belongs to a
 * page reached by client-side navigation (or preloaded for one); awaiting
 * this at its top level makes Docusaurus render that page only once the code
 * is there, so a widget has its final size in the page's first frame and a
 * heading below it lands in place. Before hydration it waits for nothing: the
 * first page's widget code stays deferred until the widget nears the viewport.
 */
export async function chunkBeforeNavigationRenders(chunk: {preload: () => Promise<unknown>}): Promise<void> {
  if (!isHydrated()) return;
  // A chunk that fails to load fails when the widget renders, which shows Retry.
  await chunk.preload().catch(() => undefined);
}
