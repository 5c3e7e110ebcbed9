/**
 * Start-up budgets, gzip bytes: what a page fetches before it is
 * interactive, route chunks included. React's own floor (react-dom) is about
 * 60 KB of every page's share; the home and search pages, which carry no
 * docs chrome, keep a tighter ceiling.
 */
export const START_UP_BUDGET = {
  jsGzip: 180 * 1024,
  cssGzip: 30 * 1024,
} as const;

const LEAN_PAGES: Readonly<Record<string, number>> = {
  '/': 150 * 1024,
  '/search': 150 * 1024,
};

export function startUpBudgetOf(route: string): {jsGzip: number; cssGzip: number} {
  const jsGzip = LEAN_PAGES[route] ?? START_UP_BUDGET.jsGzip;
  return {jsGzip, cssGzip: START_UP_BUDGET.cssGzip};
}

/** Annotation type under which each page's figures (`route jsGzip cssGzip`) reach the reporter. */
export const START_UP_ANNOTATION = 'start-up';
