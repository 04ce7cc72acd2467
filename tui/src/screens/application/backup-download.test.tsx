import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoApplication, finishedBackup, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });
const folder = mkdtempSync(join(tmpdir(), 'skiff-tui-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('backups: download (spec 002) against a real emulator', () => {
  it('Given a finished backup, When w is pressed and a folder typed, Then a missing folder is refused as typed and the parts land in the folder with their skiff command', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'marketing-site', 'main');
    await finishedBackup(session.client, path.ids, { database: true, files: true });
    const app = session.render({ initialRoutes: [...routesTo(path), { name: 'backups', ...path }] });
    await app.waitForText((f) => f.includes('Backups of main') && f.includes('SUCCESS'), 'the backups');
    expect(app.frame()).toContain('w download');
    await app.press('w');
    await app.waitForText('into which folder?');
    await app.press(...join(folder, 'missing'));
    await app.waitForText('No such folder.');
    await app.press(...Array.from('missing', () => KEYS.backspace), KEYS.enter);
    const done = await app.waitForText((f) => f.replace(/\s+/g, ' ').includes(`into ${folder}.`), 'the download');
    const files = readdirSync(folder);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(statSync(join(folder, file)).size).toBeGreaterThan(0);
      expect(done.replace(/\s+/g, ' ')).toContain(file);
    }
    expect(await copiedCommand(app)).toMatch(
      new RegExp(`^skiff backups download 'Acme Production/marketing-site/main' \\w+ -o ${folder}$`),
    );
  });

  it('Given a folder where a part cannot be written (a folder of its name is in the way), When downloading, Then an error notice and the TUI goes on', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'marketing-site', 'main');
    const blocked = mkdtempSync(join(tmpdir(), 'skiff-tui-backup-'));
    for (const file of readdirSync(folder)) mkdirSync(join(blocked, file));
    const app = session.render({ initialRoutes: [...routesTo(path), { name: 'backups', ...path }] });
    await app.waitForText((f) => f.includes('Backups of main') && f.includes('SUCCESS'), 'the backups');
    await app.press('w');
    await app.waitForText('into which folder?');
    await app.press(...blocked, KEYS.enter);
    await app.waitForText((f) => f.includes('EISDIR'), 'the error notice');
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Backups of main'), 'the backups screen, still running');
    rmSync(blocked, { recursive: true, force: true });
  });

  it('Given a finished backup, When downloaded, Then every file is 0600; downloaded again, Then it asks before replacing: n keeps the files, y replaces them, still 0600', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'marketing-site', 'main');
    await finishedBackup(session.client, path.ids, { database: true, files: true });
    const into = mkdtempSync(join(tmpdir(), 'skiff-tui-backup-'));
    try {
      const app = session.render({ initialRoutes: [...routesTo(path), { name: 'backups', ...path }] });
      await app.waitForText((f) => f.includes('Backups of main') && f.includes('SUCCESS'), 'the backups');
      const downloadInto = async () => {
        await app.press('w');
        await app.waitForText('into which folder?');
        await app.press(...into, KEYS.enter);
      };
      await downloadInto();
      await app.waitForText((f) => f.replace(/\s+/g, ' ').includes(`into ${into}.`), 'the download');
      const files = readdirSync(into);
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const file of files) expect((statSync(join(into, file)).mode & 0o777).toString(8), file).toBe('600');
      // A user's own file of that name (made readable by others), which a second download must not silently replace.
      const mine = join(into, files[0]!);
      writeFileSync(mine, 'my own notes', { mode: 0o644 });
      await downloadInto();
      await app.waitForText((f) => f.includes('is already in') && f.includes('Replace'), 'the question');
      await app.press('n');
      await app.waitForText((f) => !f.includes('Replace'), 'the question gone');
      expect(readFileSync(mine, 'utf8')).toBe('my own notes');
      await downloadInto();
      await app.waitForText((f) => f.includes('is already in') && f.includes('Replace'), 'the question again');
      await app.press('y');
      await app.waitForText((f) => f.replace(/\s+/g, ' ').includes(`into ${into}.`), 'the replacing download');
      expect(readFileSync(mine, 'utf8')).not.toBe('my own notes');
      for (const file of readdirSync(into))
        expect((statSync(join(into, file)).mode & 0o777).toString(8), file).toBe('600');
      expect(await copiedCommand(app)).toMatch(/ -o \S+ --force$/);
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  });
});
