// The system Chromium every browser test and script uses: never a download.
import {existsSync} from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Throws with the install command when the system Chromium is missing. */
export function assertChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with:\n\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n\n' +
        'or point CHROMIUM_PATH at an existing Chromium binary.',
    );
  }
}
