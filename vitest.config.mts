import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// The same `@site/…` imports the site's own code uses.
const alias = {'@site': fileURLToPath(new URL('.', import.meta.url))};

// Two projects: `unit` needs only the sources; `build` reads the production
// build (npm run build) and cuts a version in a temporary copy of the repo.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: {alias},
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/__tests__/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // One module graph per worker instead of one per file: importing the
          // same modules again for each of 60-odd files was over half the run
          // (44 s → 18 s on two cores). The tests keep no state between files:
          // the one that stubs the environment restores it after each test.
          isolate: false,
          // Hang guards, not speed checks: `npm test` runs these beside a
          // production build on two cores, where a 1 s test can take 5 s.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: {alias},
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
