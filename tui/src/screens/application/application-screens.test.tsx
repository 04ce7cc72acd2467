import type { ApplicationIds } from '@skiff/sdk';
import {
  backupOverallStatus,
  LAMP_BACKUP_UNSUPPORTED_MESSAGE,
  MANUAL_BACKUP_LIMIT_MESSAGE,
  MAX_MANUAL_BACKUPS,
} from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();

/** Starts a database backup as soon as the application is free, and waits until it is done. */
async function backUp(ids: ApplicationIds) {
  await waitFor(
    () => session.client.applications.backups.create(ids, { database: true }).then(() => true),
    'a backup to start',
    15_000,
    100,
  );
  await waitFor(
    async () =>
      (await session.client.applications.backups.list(ids)).items.every((b) => backupOverallStatus(b) !== 'PENDING'),
    'the backups to finish',
    15_000,
    100,
  );
}

describe('the application sub-screens against a real emulator', () => {
  it('Given a running branch, When b, c and y are pressed, Then a backup is made, the sixth manual one is refused with the server message, and x deletes one', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'marketing-site', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('b');
    await app.waitForText('Backups of main');
    await app.waitForText('Home > Acme Production > marketing-site > main > Backups');
    const before = (await session.client.applications.backups.list(path.ids)).total;
    await app.press('c');
    await app.waitForText('Back up the database, files and code of main now? (y yes, n/Esc no)');
    await app.press('y');
    await app.waitForText((f) => f.includes('database, files, code') && f.includes('SUCCESS'), 'the backup done');
    for (let made = before + 1; made < MAX_MANUAL_BACKUPS; made++) await backUp(path.ids);
    await app.press('r');
    await app.waitForText(`Backups of main (${MAX_MANUAL_BACKUPS})`);
    await app.press('c', 'y');
    await app.waitForText(
      (f) => f.replace(/\s+/g, ' ').includes(MANUAL_BACKUP_LIMIT_MESSAGE),
      'the manual limit message',
    );
    await app.press('x');
    await app.waitForText((f) => /Delete the backup of \d{4}\/\d\d\/\d\d [\d:]+\?/.test(f), 'the delete question');
    await app.press('n');
    await app.waitForText((f) => !f.includes('Delete the backup'), 'the question gone');
    expect(app.frame()).toContain(`Backups of main (${MAX_MANUAL_BACKUPS})`);
    await app.press('x', 'y');
    await app.waitForText('The backup resource deleted successfully.');
    await app.waitForText(`Backups of main (${MAX_MANUAL_BACKUPS - 1})`);
    await app.press(KEYS.escape);
    await app.waitForText('Application main');
    // Five backups one after the other: 2 s in CI, but over the default 30 s on a loaded 2-core machine (it needed a
    // retry in a TUI folder run at load 10-15, 35 s with the retry).
  }, 60_000);

  it('Given a branch of a LAMP or a Node.js project, When b is pressed, Then the spec says backups are unsupported and c makes none', async () => {
    for (const project of ['legacy-lamp', 'storefront']) {
      const path = await demoApplication(session.client, 'Acme Production', project, 'main');
      const before = (await session.client.applications.backups.list(path.ids)).total;
      const app = session.render({ initialRoutes: routesTo(path) });
      await app.waitForText('Application main');
      await app.press('b');
      const frame = await app.waitForText(LAMP_BACKUP_UNSUPPORTED_MESSAGE);
      expect(frame).toContain(`Home > Acme Production > ${project} > main > Backups`);
      await app.press('c');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(app.frame()).not.toContain('Back up the database');
      expect((await session.client.applications.backups.list(path.ids)).total).toBe(before);
      app.unmount();
    }
  });

  it('Given a branch with tasks, When a is pressed, Then its activities list, with no abort offered for finished ones', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('a');
    const list = await app.waitForText((f) => f.includes('Activities of main (') && /SUCCESS|ERROR/.test(f), 'rows');
    expect(list).toContain('Home > Acme Production > storefront > main > Activities');
    expect(list).not.toContain('Abort Process (A)');
    await app.press('A');
    await app.waitForText('Abort Process is offered after 5 minutes without update.');
  });

  it('Given a running branch, When l is pressed, Then its log shows 20 lines with the logs tail --http command, and c changes to 100', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('l');
    await app.waitForText('Lines [20] 100 1000 10000');
    const twenty = await app.waitForText((f) => (f.match(/"GET \//g) ?? []).length >= 10, 'log lines');
    const container = twenty.match(/Container (\S+)/)?.[1];
    expect(container).toBeTruthy();
    const tail = `$ skiff logs tail 'Acme Production/storefront/main' --http ${container} --lines`;
    await app.waitForText(`${tail} 20`);
    await app.press('c');
    await app.waitForText('Lines 20 [100] 1000 10000');
    await app.waitForText('100/100');
    expect(app.frame()).toContain(`${tail} 100`);
    await app.press('k');
    await app.waitForText('99/100');
  });
});
