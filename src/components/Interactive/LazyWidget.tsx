import {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import styles from './Widget.module.css';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

/** What the server renders, and what readers see until the widget's code arrives. */
function Placeholder({title}: {title: string}): ReactNode {
  return (
    <section aria-label={title} className={styles.placeholder}>
      <p className={styles.title}>{title}</p>
      {/* One text for both cases: still loading, or a reader without JavaScript. */}
      <p className={styles.note}>Interactive example: it starts once the page's JavaScript has loaded.</p>
    </section>
  );
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
 * Wraps a widget so its code is a separate chunk, fetched only in the browser
 * and only on pages that render it. The server (and a reader without
 * JavaScript) gets a light placeholder box instead.
 */
export function lazyWidget<P extends object>(load: Loader<P>, options: {title: string}): ComponentType<P> {
  const {title} = options;
  // One lazy component per widget, shared by every instance on the page. A
  // failed import stays rejected inside React.lazy, so Retry replaces it.
  let Lazy = lazy(load);

  function Loaded({widgetProps}: {widgetProps: P}): ReactNode {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Lazy = lazy(load);
      setAttempt((n) => n + 1);
    };
    return (
      // A new key remounts the boundary, clearing the error it caught.
      <ErrorBoundary key={attempt} fallback={({error}) => <LoadFailed title={title} error={error} onRetry={retry} />}>
        <Suspense fallback={<Placeholder title={title} />}>
          <Lazy {...widgetProps} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  function Widget(props: P): ReactNode {
    return (
      <BrowserOnly fallback={<Placeholder title={title} />}>{() => <Loaded widgetProps={props} />}</BrowserOnly>
    );
  }
  Widget.displayName = `LazyWidget(${title})`;
  return Widget;
}
