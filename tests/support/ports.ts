/** Ports of the static servers the browser tests start (playwright.config.ts). */
export const FIXTURES_PORT = 3210;
export const HOSTED_PORT = 3211;
