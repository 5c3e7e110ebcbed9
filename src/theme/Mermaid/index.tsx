import {useEffect, useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useDeferredMount} from '@site/src/components/DeferredHydration/useDeferredMount';
import styles from './styles.module.css';

/** Added by src/plugins/remark-diagram-sizes at build time; MDX hands the sizes over as strings. */
type Props = WrapperProps<typeof MermaidType> & {
  diagramKey?: string;
  naturalWidth?: number | string;
  naturalHeight?: number | string;
};

/** Narrowest width a diagram is drawn at; below it, the text gets too small to read. */
const MIN_READABLE_WIDTH = 720;

/**
 * Mermaid scales a diagram down to fit its column, so a wide left-to-right
 * flowchart shrinks to unreadable text on a phone. This keeps each diagram at
 * least MIN_READABLE_WIDTH wide (or its natural width, if smaller) and lets
 * the reader scroll it sideways instead.
 */
export default function MermaidWrapper({diagramKey, naturalWidth, naturalHeight, ...props}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // Mermaid (about 150 KB gzip) is imported when the diagram mounts: after
  // hydration, and only once the diagram is near the screen.
  const mounted = useDeferredMount(ref);

  useEffect(() => {
    const root = ref.current;
    if (root === null) return undefined;
    const keepReadable = () => {
      const svg = root.querySelector('svg');
      // Mermaid writes the diagram's natural width as the SVG's max-width.
      const natural = svg === null ? NaN : Number.parseFloat(svg.style.maxWidth);
      if (svg !== null && Number.isFinite(natural)) {
        svg.style.minWidth = `${Math.min(natural, MIN_READABLE_WIDTH)}px`;
      }
    };
    keepReadable();
    // The SVG arrives after an asynchronous render, and again on theme change.
    const observer = new MutationObserver(keepReadable);
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  // The diagram's measured size is reserved from the first paint, so text
  // below it stays put when Mermaid draws it. Both boxes share one grid cell
  // and follow the SVG's sizing rules: full width, at most the natural width,
  // at least the readable width, height from the aspect ratio.
  const width = Number(naturalWidth);
  const height = Number(naturalHeight);
  const reserved =
    width > 0 && height > 0 ? (
      <div
        className={styles.reserved}
        aria-hidden="true"
        style={{
          aspectRatio: `${width} / ${height}`,
          maxWidth: width,
          minWidth: Math.min(width, MIN_READABLE_WIDTH),
        }}
      />
    ) : null;

  return (
    // Focusable so keyboard users can scroll a diagram wider than the screen.
    <div
      ref={ref}
      className={styles.scroller}
      tabIndex={0}
      role="figure"
      aria-label="Diagram"
      data-diagram={diagramKey}>
      {reserved}
      {mounted && <Mermaid {...props} />}
    </div>
  );
}
