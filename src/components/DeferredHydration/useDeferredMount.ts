import {startTransition, useEffect, useState, type RefObject} from 'react';

/**
 * False while the page hydrates, then true, switched in a transition: the
 * render that follows (a lazy component mounting, Prism highlighting a block)
 * is split into small slices instead of one long task, so it does not hold up
 * the reader's first clicks and keystrokes.
 *
 * With `nearViewport`, the switch waits until the element is within one
 * screen height of the viewport, for code a reader may never scroll to.
 */
export function useDeferredMount(nearViewport?: RefObject<Element | null>): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => startTransition(() => setMounted(true));
    const element = nearViewport?.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      mount();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          mount();
        }
      },
      {rootMargin: '100% 0px'},
    );
    // A `display: contents` wrapper has no box of its own: watch its children.
    const targets = getComputedStyle(element).display === 'contents' ? [...element.children] : [element];
    if (targets.length === 0) mount();
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [nearViewport]);
  return mounted;
}
