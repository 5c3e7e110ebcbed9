import {test as base, expect, type Locator, type Page} from '@playwright/test';

type Fixtures = {
  /** Console errors a test expects; any other error fails the test. */
  allowConsoleErrors: RegExp | undefined;
  externalRequests: string[];
};

const LOCAL_ORIGIN = /^http:\/\/127\.0\.0\.1(?::\d+)?\//;

// Every test fails if the site asks for anything beyond 127.0.0.1, or logs a
// console error it did not declare.
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [undefined, {option: true}],
  externalRequests: [
    async ({context}, use) => {
      const external: string[] = [];
      context.on('request', (request) => {
        const url = request.url();
        if (!LOCAL_ORIGIN.test(url) && !url.startsWith('data:') && !url.startsWith('blob:')) {
          external.push(url);
        }
      });
      await use(external);
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
    },
    {auto: true},
  ],
  page: async ({page, allowConsoleErrors}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowConsoleErrors?.test(text)) errors.push(text);
    });
    page.on('pageerror', (error) => {
      if (!allowConsoleErrors?.test(error.message)) errors.push(error.message);
    });
    await use(page);
    expect(errors, 'unexpected console errors').toEqual([]);
  },
});

export {expect};

/** Waits until the server-rendered page has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Reads the value of the first localStorage key starting with `prefix`. */
export async function storageValue(page: Page, prefix: string): Promise<[string, string] | null> {
  return page.evaluate((p) => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key && (key === p || key.startsWith(`${p}-`))) return [key, localStorage.getItem(key) ?? ''];
    }
    return null;
  }, prefix);
}

/** Hovers a navbar dropdown open: the version dropdown, or the one with this label. */
export async function openNavbarDropdown(page: Page, label?: string): Promise<Locator> {
  const dropdowns = page.locator('.navbar__items--right .dropdown');
  const dropdown = label ? dropdowns.filter({hasText: label}) : dropdowns.first();
  await dropdown.hover();
  return dropdown;
}

export type CspViolation = {directive: string; blocked: string; source: string; sample: string};

/**
 * Collects the Content-Security-Policy violations of every document the page
 * loads from now on (the binding outlives navigations, so a redirect page's
 * violations count too), and the browser's console messages about the policy.
 */
export async function recordCspViolations(page: Page): Promise<{violations: CspViolation[]; messages: string[]}> {
  const violations: CspViolation[] = [];
  const messages: string[] = [];
  await page.exposeBinding('__recordCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as {__recordCspViolation: (v: CspViolation) => void}).__recordCspViolation;
      record({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return {violations, messages};
}
