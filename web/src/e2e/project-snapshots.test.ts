import { applicationBranch } from '@skiff/sdk';
import { formatByteSize } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';
import { fitsNarrowScreen, nextPushReady } from './page-checks.js';

/** The test is one long flow of a user's steps: on a loaded 2-core machine it can take more than the default 30 s. */
const FLOW_TIMEOUT_MS = 90_000;

/** A project's Snapshots tab (capability snapshot.get): list, show and delete, against the demo world's snapshots. */
describe.runIf(chromiumAvailable())("a project's Snapshots tab against a real emulator", () => {
  const web = useWebPage();

  it(
    'Given storefront with two snapshots of main, When one is shown and the other deleted, Then the details match the platform and the deleted one leaves',
    async () => {
      const pushReady = nextPushReady(web.page);
      await signIn(web.page, web.origin);
      await web.page.getByRole('link', { name: 'Acme Production' }).click();
      await web.page.getByRole('link', { name: 'storefront' }).click();
      await web.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Snapshots' }).click();
      await web.page.getByRole('heading', { name: 'Snapshots', exact: true, level: 2 }).waitFor();

      const [, workspaceId = '', projectId = ''] =
        /\/workspaces\/([^/]+)\/projects\/([^/]+)\//.exec(new URL(web.page.url()).pathname) ?? [];
      const api = await apiClientFor(web.origin, DEMO_OWNER);
      const apps = await api.applications.list(workspaceId, projectId, { pageSize: 100 });
      const main = apps.items.find((a) => applicationBranch(a) === 'main');
      const [kept, doomed] = await api.snapshots.ofApplication(main?._id ?? '');
      if (!kept || !doomed) throw new Error('the demo world should hold two snapshots of storefront/main');

      const rows = web.page.getByRole('list', { name: 'Snapshots of main' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      await web.page.getByRole('heading', { name: 'main', level: 3 }).getByRole('link').waitFor();

      const keptRow = rows.filter({ hasText: kept.name ?? '' });
      await keptRow.getByText(formatByteSize(kept.size)).waitFor();
      await keptRow.getByRole('button', { name: `Show ${kept.name}` }).click();
      await keptRow.getByText(kept._id, { exact: true }).waitFor();
      await keptRow
        .getByText(kept.snapshotTag ?? '', { exact: true })
        .first()
        .waitFor();
      await screenshot(web.page, 'project-snapshots');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      expect(await fitsNarrowScreen(web.page)).toBe(true);

      await pushReady; // the row leaves on the task's push message
      const doomedRow = rows.filter({ hasText: doomed.name ?? '' });
      await doomedRow.getByRole('button', { name: `Delete ${doomed.name}` }).click();
      const question = web.page.getByRole('dialog', { name: `Delete the snapshot ${doomed.name}?` });
      await question.getByRole('button', { name: 'Cancel' }).click();
      expect((await api.snapshots.get(doomed._id)).status).toBe('READY');
      await doomedRow.getByRole('button', { name: `Delete ${doomed.name}` }).click();
      await question.getByRole('button', { name: 'Delete' }).click();
      await web.page
        .getByRole('status')
        .filter({ hasText: `Deleting the snapshot ${doomed.name}.` })
        .waitFor();
      // The DELETE_SNAPSHOT task ends; the push channel reloads the list and the row leaves.
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
      await expect(api.snapshots.get(doomed._id)).rejects.toThrow();
      expect(await rows.filter({ hasText: kept.name ?? '' }).count()).toBe(1);
    },
    FLOW_TIMEOUT_MS,
  );
});
