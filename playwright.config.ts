import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium} from './tests/support/chromium.mjs';

assertChromium();

const PORT = 3210;
export const TEST_BUILD_DIR = 'build-test';

// Browser tests run against the production build made with the test
// fixtures (`npm run build:test`), served like GitHub Pages serves it.
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    viewport: {width: 1280, height: 900},
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${TEST_BUILD_DIR} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
