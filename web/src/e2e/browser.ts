import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, signInTokensFor, startTestEmulator, type TestEmulator, workerChromium } from '@skiff/testkit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { SESSION_STORAGE_KEY, sessionFromTokens } from '../session/session-store.js';

/** Test-only helpers for the web app's end-to-end tests: a real emulator serving web/dist, and Chromium. */

/** From the kit: Chromium, and `apiClientFor`, a client signed in as a demo user to arrange test data with. */
export { CHROMIUM_PATH, chromiumAvailable, signedInClient as apiClientFor } from '@skiff/testkit';

export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../../test-output/web', import.meta.url));
export const DEMO_OWNER = 'owner@demo.skiff.dev';
export const DEMO_PASSWORD = 'Skiff!demo1';

/** Fails with the next step when the app has not been built. */
export function assertWebBuilt(): void {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html is missing: run 'npm run build -w @skiff/web' (or 'npm run build') first.`);
  }
  const builtAt = statSync(join(WEB_DIST, 'index.html')).mtimeMs;
  const sources = fileURLToPath(new URL('..', import.meta.url));
  const newer = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !file.includes('e2e') && statSync(join(sources, file)).mtimeMs > builtAt,
  );
  if (newer.length > 0) {
    console.warn(`\n!!! web/dist is older than ${newer.join(', ')}: these tests run the OLD build. Rebuild first.\n`);
  }
}

export interface WebHarness {
  emulator: TestEmulator;
  browser: Browser;
  close(): Promise<void>;
}

/** Starts an emulator on a free port with a fresh database serving web/dist, and the worker's headless Chromium. */
export async function startWebHarness(
  options: {
    tokenTtlSeconds?: number;
    scale?: number;
    allowFaultHeaders?: boolean;
    /** False: the emulator serves no push channel (`--no-push`); the app must fall back to polling. */
    push?: boolean;
    /** Gets the emulator's log lines (where it puts the codes a real provider would e-mail). */
    log?: (line: string) => void;
    /**
     * True: this file's own full Chromium, closed with the harness, for what the worker's headless shell lacks
     * (desktop notifications). Otherwise the worker's browser.
     */
    fullBrowser?: boolean;
  } = {},
): Promise<WebHarness> {
  const { fullBrowser, ...emulatorOptions } = options;
  const emulator = await startTestEmulator({ webRoot: WEB_DIST, taskSpeed: 50, ...emulatorOptions });
  const browser = fullBrowser ? await launchChromium({ full: true }) : await workerChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    emulator,
    browser,
    close: async () => {
      // The worker's browser stays for its next file; what this file opened in it goes.
      if (fullBrowser) await browser.close();
      else await Promise.all(browser.contexts().map((context) => context.close()));
      await emulator.close();
    },
  };
}

/**
 * Signs a user in for a test of another page: the user pool gives the tokens (as it gives them to the login page),
 * the tab holds them as the app keeps its session, and the app opens on the Workspaces page. Half a second less
 * than typing them into the login page, ~130 times a run; the login page itself is tested through
 * `signInThroughLoginPage` (login, session, landing and redirect tests).
 */
export async function signIn(page: Page, origin: string, email = DEMO_OWNER, password = DEMO_PASSWORD): Promise<void> {
  // The session as the app keeps it (its own store's key and shape).
  const session = JSON.stringify(sessionFromTokens(await signInTokensFor(origin, email, password), email));
  const key = SESSION_STORAGE_KEY;
  if (page.url().startsWith(origin)) {
    await page.evaluate(([k, value]) => window.sessionStorage.setItem(k, value), [key, session] as const);
  } else {
    // Before the tab's first page on this origin: written once, so a later sign-out in the test stays signed out.
    const once = `skiff.e2e.session.${Math.random().toString(36).slice(2)}`;
    await page.addInitScript(
      ([value, marker]) => {
        if (window.location.origin === value.origin && !window.sessionStorage.getItem(marker)) {
          window.sessionStorage.setItem(value.key, value.session);
          window.sessionStorage.setItem(marker, '1');
        }
      },
      [{ origin, key, session }, once] as const,
    );
  }
  await page.goto(`${origin}/workspaces`);
  await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
}

/** Signs in through the login page as a user would. */
export async function signInThroughLoginPage(
  page: Page,
  origin: string,
  email = DEMO_OWNER,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
}

/**
 * A wizard's step list as shown ("1. Database Settings", ...), once it shows: a wizard's title comes at once, its
 * steps once it has loaded what it offers (it says Loading… before).
 */
export async function stepNames(page: Page): Promise<string[]> {
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await steps.first().waitFor();
  return steps.allTextContents();
}

/** Saves a full-page screenshot into test-output/web/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** What `useWebPage` gives each test: the harness of the file, and a fresh browser context and page. */
export interface WebPage {
  harness: WebHarness;
  origin: string;
  context: BrowserContext;
  page: Page;
}

/**
 * Registers the hooks every web e2e file needs: one emulator and browser per file, a fresh context and page per
 * test, and a failure when the page threw an uncaught error. After a failed test the next one (in CI, its retry)
 * starts on a fresh emulator: a half-run try leaves records behind that a second try would trip over.
 */
export function useWebPage(
  viewport = { width: 1280, height: 900 },
  harnessOptions: Parameters<typeof startWebHarness>[0] = {},
): WebPage {
  const web = {} as WebPage;
  let pageErrors: string[] = [];
  let lastTestFailed = false;
  const start = async () => {
    web.harness = await startWebHarness(harnessOptions);
    web.origin = web.harness.emulator.origin;
  };
  beforeAll(async () => {
    assertWebBuilt();
    await start();
  });
  afterAll(async () => {
    await web.harness?.close();
  });
  beforeEach(async (test) => {
    if (lastTestFailed) {
      await web.harness.close();
      await start();
      lastTestFailed = false;
    }
    test.onTestFailed(() => {
      lastTestFailed = true;
    });
    web.context = await web.harness.browser.newContext({ viewport });
    web.page = await web.context.newPage();
    pageErrors = [];
    web.page.on('pageerror', (error) => pageErrors.push(error.message));
    // The app is served with a Content-Security-Policy: anything it refuses is a fault of the app (or the policy).
    web.page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        pageErrors.push(message.text());
    });
  });
  afterEach(async () => {
    await web.context?.close();
    expect(pageErrors, 'uncaught errors or refused content in the page').toEqual([]);
  });
  return web;
}
