import {Suspense, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';
import {isHydrated} from './lazyChunk';
import {useDeferredMount} from './useDeferredMount';

// useLayoutEffect warns during server rendering; the server never needs it.
const useClientLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Keeps the server-rendered HTML of `children` as it is while the page
 * hydrates, and renders `children` for real once hydration is over. Their
 * code (a React.lazy component inside) is then fetched after the page is
 * interactive instead of before: the reader sees the same markup throughout.
 *
 * The server renders the children synchronously: their lazy component must
 * come from an `X.deferred` module, which the server bundle swaps for X
 * itself (src/plugins/server-deferred-modules). No Suspense boundary is rendered there,
 * since React streams a large boundary as a hidden fragment plus an inline
 * script, and the page would show no code with JavaScript off.
 * During hydration the client renders an element with the same tag and an
 * empty `dangerouslySetInnerHTML`, which hydration adopts without touching
 * its content (React leaves inner HTML alone while hydrating, and
 * suppressHydrationWarning keeps its development check quiet). Afterwards a fresh element shows a copy of that HTML until the
 * children's code has loaded. That switch waits until the element is within a
 * screen height of the viewport, so a page whose code sits further down loads
 * none of it at start.
 * A page reached by client-side navigation has no server HTML: its children
 * render at once (their lazy components, from src/components/DeferredHydration/
 * lazyChunk, render in the same commit once their chunk has loaded, which a
 * widget's `.deferred` module waits for before the page renders).
 */
export default function DeferredHydration({children}: {children: ReactNode}): ReactNode {
  const staticElement = useRef<HTMLDivElement>(null);
  const [afterHydration] = useState(isHydrated);
  const deferredLive = useDeferredMount(afterHydration ? undefined : staticElement);
  const live = afterHydration || deferredLive;
  const serverHtml = useRef('');

  useClientLayoutEffect(() => {
    if (staticElement.current) serverHtml.current = staticElement.current.innerHTML;
  }, []);

  if (typeof window === 'undefined') {
    return (
      <div key="static" className={styles.transparent}>
        {children}
      </div>
    );
  }
  if (!live) {
    return (
      <div
        key="static"
        ref={staticElement}
        className={styles.transparent}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="live" className={styles.transparent}>
      <Suspense
        fallback={<div className={styles.transparent} dangerouslySetInnerHTML={{__html: serverHtml.current}} />}>
        {children}
      </Suspense>
    </div>
  );
}
