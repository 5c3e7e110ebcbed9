import {useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import DeferredHydration from '@site/src/components/DeferredHydration';
import {
  chunkBeforeNavigationRenders,
  lazyChunk,
  type LazyChunk,
} from '@site/src/components/DeferredHydration/lazyChunk';
import styles from './Widget.module.css';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

/**
 * A widget component as `X.deferred` modules export it: in the browser a lazy
 * component whose code is its own chunk (see lazyChunk); on the server
 * (src/plugins/server-deferred-modules swaps the module) the widget itself, so the
 * static HTML holds the widget at its final size.
 */
export type DeferredWidgetComponent<P> = ComponentType<P> | LazyChunk<P>;

/**
 * What `X.deferred` modules export, awaited at their top level: the widget's
 * chunk as a lazy component, resolved once the chunk has loaded when the
 * module belongs to a page reached by navigation (see
 * chunkBeforeNavigationRenders).
 */
export async function lazyWidgetChunk<P extends object>(load: Loader<P>): Promise<DeferredWidgetComponent<P>> {
  const chunk = lazyChunk(load);
  await chunkBeforeNavigationRenders(chunk);
  return chunk;
}

function LoadFailed({title, error, onRetry}: {title: string; error: Error; onRetry: () => void}): ReactNode {
  return (
    <section aria-label={title} className={styles.placeholder}>
      <p className={styles.title}>{title}</p>
      <div role="alert" className={styles.error}>
        <p>This interactive example could not be loaded ({error.message}).</p>
        <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}

/**
 * Wraps a widget so the page never moves when it comes alive. The server
 * renders the widget in its starting state; the browser keeps that HTML while
 * the page hydrates and swaps in the live widget once its chunk has loaded
 * (after hydration, when the widget nears the viewport), so its box has its
 * final size from the first paint, with or without JavaScript.
 */
export function deferredWidget<P extends object>(
  widget: DeferredWidgetComponent<P>,
  options: {title: string},
): ComponentType<P> {
  const {title} = options;
  let Widget = widget;

  function Deferred(props: P): ReactNode {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      if ('retry' in Widget) Widget = Widget.retry();
      setAttempt((n) => n + 1);
    };
    return (
      // A new key remounts the boundary, clearing the error it caught.
      <ErrorBoundary key={attempt} fallback={({error}) => <LoadFailed title={title} error={error} onRetry={retry} />}>
        <DeferredHydration>
          <Widget {...props} />
        </DeferredHydration>
      </ErrorBoundary>
    );
  }
  Deferred.displayName = `DeferredWidget(${title})`;
  return Deferred;
}
