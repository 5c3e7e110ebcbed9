/**
 * Start-up budgets, gzip bytes (issue 7). The CSS budget and the JavaScript
 * target are the issue's; the JavaScript ceiling is what the budget test
 * enforces today, since doc pages still exceed the target (README,
 * "Performance"). Lower the ceiling as pages get lighter, down to the target.
 */
export const START_UP_BUDGET = {
  jsGzipTarget: 150 * 1024,
  jsGzipCeiling: 205 * 1024,
  cssGzip: 30 * 1024,
} as const;
