import {Suspense, useLayoutEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';
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
 * itself (src/plugins/deferred-prism). No Suspense boundary is rendered there,
 * since React streams a large boundary as a hidden fragment plus an inline
 * script, and the page would show no code with JavaScript off.
 * During hydration the client renders an element with the same tag and an
 * empty `dangerouslySetInnerHTML`, which hydration adopts without touching
 * its content (Preact in production and React under `npm start` both leave
 * inner HTML alone while hydrating). Afterwards a fresh element shows a copy of that HTML until the
 * children's code has loaded. That switch waits until the element is within a
 * screen height of the viewport, so a page whose code sits further down loads
 * none of it at start.
 */
export default function DeferredHydration({children}: {children: ReactNode}): ReactNode {
  const staticElement = useRef<HTMLDivElement>(null);
  const live = useDeferredMount(staticElement);
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
