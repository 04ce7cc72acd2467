import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** The system's Chromium (the Debian package), driven by playwright-core; no browser is downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` package: the same Blink and V8 without the full browser around them (what
 * Playwright itself runs for headless tests). Measured on one web e2e file, alternately with the full browser:
 * 18-20 s of CPU instead of 32-33 s, the browser process's share halved. Used when installed; it lacks desktop
 * notifications (see `launchChromium`).
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** Whether Chromium can run here; in CI its absence is a failure, elsewhere a loud skip. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) return false;
  console.warn(
    `\n!!! ${CHROMIUM_PATH} is missing: the browser end-to-end tests are SKIPPED. Install chromium to run them.\n`,
  );
  return false;
}

/**
 * Launches a headless Chromium: the headless shell when installed, unless `full` (a test of what only the full
 * browser has, such as desktop notifications, which the shell never shows).
 */
export async function launchChromium(options: { full?: boolean } = {}): Promise<Browser> {
  // Loaded here, not at the top: most tests that import the kit drive no browser.
  const { chromium } = await import('playwright-core');
  const shell = !options.full && existsSync(HEADLESS_SHELL_PATH);
  return chromium.launch({
    executablePath: shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
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
  sharedBrowser = launchChromium();
  return sharedBrowser;
}
