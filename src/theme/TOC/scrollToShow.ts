/** The top and bottom of a box on screen, in pixels. */
export type Span = {top: number; bottom: number};

/**
 * How far to scroll a list so that an entry is shown at least `margin`
 * pixels inside it: 0 when it already is, negative to scroll up.
 */
export function scrollToShow(list: Span, entry: Span, margin: number): number {
  if (entry.top < list.top + margin) return entry.top - (list.top + margin);
  if (entry.bottom > list.bottom - margin) return entry.bottom - (list.bottom - margin);
  return 0;
}
