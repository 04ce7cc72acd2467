import { BACKUP_TYPE_REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession();
const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);

describe('a backup of chosen parts', () => {
  it('Given the backups of a branch, When C is answered with database and source, Then the parts are checked as typed and the backup holds those two only', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'marketing-site', 'main');
    const before = (await collect(session.client.applications.backups.list(path.ids))).map((b) => b._id);
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('b');
    await app.waitForText('Backups of main');

    await app.press('C');
    await app.waitForText('Back up which parts of main?');
    await app.press(KEYS.enter);
    await app.waitForText(BACKUP_TYPE_REQUIRED_MESSAGE);
    await app.press(...'database disks');
    await app.waitForText('Unknown part disks: type database, files or source.');
    await app.press(...backspaces('disks'.length), ...'source', KEYS.enter);
    await app.waitForText('Backup started.');
    expect(await copiedCommand(app)).toBe(
      "skiff backups create 'Acme Production/marketing-site/main' --database --source --wait",
    );
    await app.waitForText((f) => /database, code\s+SUCCESS/.test(f), 'the backup of two parts done', 20_000);

    const made = (await collect(session.client.applications.backups.list(path.ids))).filter(
      (b) => !before.includes(b._id),
    );
    expect(made).toHaveLength(1);
    expect(made[0]?.databaseActivity).toBeTruthy();
    expect(made[0]?.sourcecodeActivity).toBeTruthy();
    expect(made[0]?.filesActivity ?? undefined).toBeUndefined();
  });
});
