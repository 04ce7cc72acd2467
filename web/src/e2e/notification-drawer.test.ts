import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';
import { fitsNarrowScreen, nextPushReady } from './page-checks.js';

/** A notification's title in a list (the Mark read button also says the title, to screen readers). */
const titled = (list: Locator, title: string) => list.locator('strong').filter({ hasText: new RegExp(`^${title}$`) });

/** The test is one long flow of a user's steps: on a loaded 2-core machine it can take more than the default 30 s. */
const FLOW_TIMEOUT_MS = 90_000;

/** The bell's drawer and `/notifications` (spec 000 section 2) following the push channel, Mark read, Clear All. */
describe.runIf(chromiumAvailable())('the notification drawer and page against a real emulator', () => {
  const web = useWebPage();

  it(
    'Given the drawer open, When notifications arrive, one is marked read, the page opens and all are cleared, Then each shows without a reload',
    async () => {
      const api = await apiClientFor(web.origin, DEMO_OWNER);
      const titleOf = async (title: string) =>
        (await api.notifications.list({ pageSize: 100 })).items.find((n) => n.title === title);
      const first = `Build ${Date.now()}`; // fresh per try
      const pushReady = nextPushReady(web.page);
      await signIn(web.page, web.origin);
      await web.page.getByRole('button', { name: /^Notifications/ }).click();
      const drawer = web.page.getByRole('complementary', { name: 'Notifications' });
      const drawerList = drawer.getByRole('list', { name: 'Notification list' });
      await expect.poll(() => drawer.getByText('Loading…').count()).toBe(0);

      // Live: the push channel's notification message reloads the open drawer.
      await pushReady;
      await api.notifications.create({ title: first, message: 'arrived while the drawer was open' });
      await titled(drawerList, first).waitFor();
      await drawerList.getByText('arrived while the drawer was open').waitFor();

      await drawerList.getByRole('button', { name: `Mark read ${first}` }).click();
      await expect.poll(() => drawerList.getByRole('button', { name: `Mark read ${first}` }).count()).toBe(0);
      expect((await titleOf(first))?.read).toBe(true);

      await drawer.getByRole('link', { name: 'Open as a page' }).click();
      await web.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      expect(await drawer.count()).toBe(0);
      const pushReadyAgain = nextPushReady(web.page);
      await web.page.reload(); // the address itself opens the page
      await web.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      const list = web.page.getByRole('main').getByRole('list', { name: 'Notification list' });
      await titled(list, first).waitFor();
      await pushReadyAgain;
      const second = `${first} second`;
      await api.notifications.create({ title: second, message: 'arrived while the page was open' });
      await titled(list, second).waitFor();
      await list.getByRole('button', { name: `Mark read ${second}` }).waitFor();
      await screenshot(web.page, 'notifications-page');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      expect(await fitsNarrowScreen(web.page)).toBe(true);

      const main = web.page.getByRole('main');
      await main.getByRole('button', { name: 'Clear All' }).click();
      const question = web.page.getByRole('dialog', { name: 'Clear all notifications?' });
      await question.getByRole('button', { name: 'Cancel' }).click();
      expect(await titled(list, second).count()).toBe(1);
      expect(await titleOf(second)).toBeDefined();
      await main.getByRole('button', { name: 'Clear All' }).click();
      await question.getByRole('button', { name: 'Clear All' }).click();
      await main.getByText('No notifications.').waitFor();
      expect((await api.notifications.list()).total).toBe(0);
      await expect.poll(() => web.page.getByTestId('unread-count').count()).toBe(0);
    },
    FLOW_TIMEOUT_MS,
  );
});
