import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** The system's Chromium (the Debian package), driven by playwright-core; no browser is downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Whether Chromium can run here; in CI its absence is a failure, elsewhere a loud skip. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) return false;
  console.warn(
    `\n!!! ${CHROMIUM_PATH} is missing: the browser end-to-end tests are SKIPPED. Install chromium to run them.\n`,
  );
  return false;
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The worker's headless Chromium: launched by the first file a test worker runs and kept for the next ones (the web
 * project runs with `isolate: false`, so this module outlives a file), launched again if it went away. Each test
 * gets its own browser context, which shares nothing with another's. The browser ends with the worker process.
 */
export async function workerChromium(): Promise<Browser> {
  const launched = await sharedBrowser?.catch(() => undefined);
  if (launched?.isConnected()) return launched;
  // Loaded here, not at the top: most tests that import the kit drive no browser.
  const { chromium } = await import('playwright-core');
  sharedBrowser = chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return sharedBrowser;
}
