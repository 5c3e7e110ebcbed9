import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium} from './tests/support/chromium.mjs';
import {FIXTURES_PORT, HOSTED_PORT, PRODUCTION_PORT} from './tests/support/ports';

assertChromium();

const serve = (dir: string, port: number) => ({
  command: `node scripts/serve-static.mjs ${dir} ${port}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

// Browser tests run against production builds served like a static host
// serves them: build-test (`npm run build:test`, with the test fixtures),
// build-hosted (`npm run build:test:hosted`, search on a local stand-in) and
// build (`npm run build`, measured by the start-up budget test).
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./tests/support/startupReporter.ts']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${FIXTURES_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    viewport: {width: 1280, height: 900},
    trace: 'off',
  },
  webServer: [serve('build-test', FIXTURES_PORT), serve('build-hosted', HOSTED_PORT), serve('build', PRODUCTION_PORT)],
});
