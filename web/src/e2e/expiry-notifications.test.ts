import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClientFor,
  assertWebBuilt,
  chromiumAvailable,
  DEMO_OWNER,
  signIn,
  startWebHarness,
  type WebHarness,
} from './browser.js';

interface Notice {
  title: string;
  tag?: string;
  shownAt: number;
  closedAt: number | null;
}

/** Wraps `window.Notification` before the app loads, recording each notification shown and when it closes. */
const RECORD_NOTIFICATIONS = () => {
  const Real = window.Notification;
  const notices: Notice[] = [];
  (window as unknown as { __notices: Notice[] }).__notices = notices;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      const entry: Notice = { title, tag: options?.tag, shownAt: Date.now(), closedAt: null };
      notices.push(entry);
      super(title, options);
      const close = this.close.bind(this);
      this.close = () => {
        entry.closedAt = Date.now();
        close();
      };
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Object.defineProperty(Recorded, 'requestPermission', { value: Real.requestPermission.bind(Real) });
  window.Notification = Recorded as typeof Notification;
};

const notices = (page: Page) => page.evaluate(() => (window as unknown as { __notices: Notice[] }).__notices);

describe.runIf(chromiumAvailable())('browser notifications for expiring applications (spec 003 section 4)', () => {
  let harness: WebHarness;
  let context: BrowserContext;

  beforeAll(async () => {
    assertWebBuilt();
    // Desktop notifications: only the full browser shows them (the worker's headless shell has none).
    harness = await startWebHarness({ allowFaultHeaders: true, fullBrowser: true });
  });
  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  it('Given notifications allowed, When the platform warns that an application expires, Then "Your application is about to expire!" shows and closes after 5 s', async () => {
    const { origin } = harness.emulator;
    context = await harness.browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    await context.addInitScript(RECORD_NOTIFICATIONS);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, origin);
    const owner = await apiClientFor(origin, DEMO_OWNER);
    const app = (await owner.applications.listAll({ pageSize: 1 })).items[0]!;
    const warn = () =>
      fetch(`${origin}/__emulator/push/expiry-warning`, {
        method: 'POST',
        body: JSON.stringify({ applicationId: app._id }),
      });
    // The push channel opens after sign-in; a warning sent before it is open reaches no one, so send until seen.
    await expect
      .poll(
        async () => {
          if ((await notices(page)).length === 0) expect((await warn()).status).toBe(200);
          return (await notices(page)).length;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const [shown] = await notices(page);
    expect(shown).toMatchObject({ title: 'Your application is about to expire!', tag: `expiry-${app._id}` });
    await expect.poll(async () => (await notices(page))[0]?.closedAt, { timeout: 10_000 }).not.toBeNull();
    const [closed] = await notices(page);
    const openFor = closed!.closedAt! - closed!.shownAt;
    expect(openFor).toBeGreaterThanOrEqual(5000);
    expect(openFor).toBeLessThan(7000);
    expect(errors).toEqual([]);
  });
});
