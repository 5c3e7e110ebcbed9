/**
 * Ports of the static servers the browser tests start (playwright.config.ts).
 * DOCS_TEST_PORT_OFFSET moves them, so two checkouts can run their browser
 * tests side by side on one machine.
 */
const offset = Number(process.env.DOCS_TEST_PORT_OFFSET ?? 0);

export const FIXTURES_PORT = 3210 + offset;
export const HOSTED_PORT = 3211 + offset;
/** The production build (`build/`), for the start-up budget test. */
export const PRODUCTION_PORT = 3212 + offset;
