import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './tests/support/chromium.mjs';
import {PRODUCTION_PORT} from './tests/support/ports';
export default defineConfig({
  testDir: 'tests/browser', fullyParallel: true, workers: 2, retries: 0,
  reporter: [['list'], ['./tests/support/startupReporter.ts']], timeout: 30_000,
  use: {baseURL: `http://127.0.0.1:${PRODUCTION_PORT}`, browserName: 'chromium', launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS}, viewport: {width: 1280, height: 900}},
  webServer: [{command: `node scripts/serve-static.mjs build ${PRODUCTION_PORT}`, url: `http://127.0.0.1:${PRODUCTION_PORT}/`, reuseExistingServer: true}],
});
