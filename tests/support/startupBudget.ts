/**
 * Start-up budgets of the delivery issue (issue 7), gzip bytes: what a page
 * fetches before it is interactive, route chunks included.
 */
export const START_UP_BUDGET = {
  jsGzip: 150 * 1024,
  cssGzip: 30 * 1024,
} as const;
