import {
  APIError,
  BACKUP_RETENTION_CHOICE_MESSAGE,
  configurationFormFields,
  loadConfigurationFormContext,
} from '@skiff/sdk';
import {
  APPLICATION_UPDATED_MESSAGE,
  BACKUP_TIMEZONE_INVALID_MESSAGE,
  BASIC_AUTH_USERNAME_INVALID_MESSAGE,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  DOMAIN_INVALID_MESSAGE,
  DOMAIN_REQUIRED_MESSAGE,
  isTaskFinished,
  MAX_CAPACITY_MESSAGE,
  REQUIRED_MESSAGE,
  VALUE_NOT_MATCHING_MESSAGE,
} from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, demoWorkspace, finishedBackup, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();

const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);

describe('typed confirmations for destructive actions', () => {
  it('Given an overview, When D is pressed, Then it asks for branch/NAME, says "Value is not matching!" as the user types, and deletes on the exact text', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'legacy-lamp', 'feature-login');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application feature-login');
    await app.press('D');
    await app.waitForText('Type branch/feature-login to confirm');
    await app.press(...'branch/feat');
    await app.waitForText(VALUE_NOT_MATCHING_MESSAGE);
    await app.press(KEYS.enter, 'q'); // refused while not matching; q is typed, not quit
    await app.waitForText('> branch/featq_');
    await app.press(KEYS.escape);
    await app.waitForText((f) => !f.includes('Type branch/'), 'the question gone');
    expect(await session.client.applications.get(path.ids)).toBeTruthy();
    await app.press('D', ...'branch/feature-login');
    await app.waitForText((f) => f.includes('> branch/feature-login_') && !f.includes(VALUE_NOT_MATCHING_MESSAGE));
    await app.press(KEYS.enter);
    await app.waitForText('The application feature-login was deleted.');
    await app.waitForText('Branches of legacy-lamp');
    const gone = await session.client.applications.get(path.ids).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(gone).toBeInstanceOf(APIError);
  });

  it('Given a workspace tab, When D is pressed, Then it asks for workspace/NAME with the spec message, and deletes it', async () => {
    const workspace = await demoWorkspace(session.client, 'Initech Internal');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    await app.waitForText('Projects of Initech Internal');
    await app.press('D', ...'workspace/Initech');
    await app.waitForText("Please type 'workspace/Initech Internal' to confirm");
    await app.press(...' Internal');
    await app.waitForText((f) => !f.includes('Please type'), 'the message gone');
    expect(app.frame()).toContain("$ skiff projects list --workspace 'Initech Internal'");
    await app.press(KEYS.enter);
    await app.waitForText('The workspace Initech Internal was deleted.');
    expect(app.frame()).toContain(
      "$ skiff workspaces delete 'Initech Internal' --confirm 'workspace/Initech Internal'",
    );
    await app.waitForText('Workspaces (');
    await app.press('r');
    const listed = (f: string) => f.split('\n').some((line) => /^[> ] Initech Internal/.test(line));
    await app.waitForText((f) => f.includes('Acme Production') && !listed(f), 'the list without it');
  });
});

describe('the custom domains screen', () => {
  it('Given an overview, When c opens the domains and a adds one, Then the form checks as the user types, the domain is added, h forces HTTPS, x removes it', async () => {
    const path = await demoApplication(session.client, "Owner's Personal", 'playground', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('c');
    await app.waitForText('Custom domains of main');
    await app.waitForText('Force HTTPS: off');
    await app.press('a');
    await app.waitForText('The host name, e.g. shop.example.com');
    await app.press(KEYS.enter);
    await app.waitForText(DOMAIN_REQUIRED_MESSAGE);
    await app.press(...'shop example');
    await app.waitForText(DOMAIN_INVALID_MESSAGE);
    await app.press(...backspaces(8), ...'.example.com');
    await app.waitForText((f) => f.includes('> shop.example.com_') && !f.includes(DOMAIN_INVALID_MESSAGE));
    await app.press(KEYS.enter);
    await app.waitForText((f) => /shop\.example\.com\s+SUCCESS/.test(f), 'the domain added');
    expect(app.frame()).toContain("$ skiff domains add 'Owner'\\''s Personal/playground/main' shop.example.com --wait");
    await app.press('h');
    await app.waitForText('Force HTTPS: on');
    await app.press('x');
    await app.waitForText('Remove the domain shop.example.com?');
    await app.press('y');
    await app.waitForText((f) => f.includes('No custom domains yet.'), 'the domain removed', 20_000);
  });
});

describe('the configuration form', () => {
  it('Given an overview, When o opens the configuration, Then max below min shows the spec message and blocks saving, storage never shrinks, and Enter saves', async () => {
    const path = await demoApplication(
      session.client,
      'Globex Staging',
      (await firstProject('Globex Staging')).name,
      'main',
    );
    const before = await session.client.applications.get(path.ids);
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('o');
    await app.waitForText('Configuration of main');
    const storage = before.storage ?? 5;
    await app.waitForText(`Storage never shrinks: ${storage} Gi is the smallest size offered.`);
    // The SDK's configuration form model's order: roots (and a Node.js start script), replicas, PhpMyAdmin, editor,
    // secret manager, image, server type, then min capacity. Min one step up, max one step down: max is below min.
    expect(app.frame()).toMatch(
      /Application root[\s\S]*Web root[\s\S]*Replicas[\s\S]*PhpMyAdmin[\s\S]*Code editor[\s\S]*Secret manager[\s\S]*Image[\s\S]*Server type/,
    );
    const { context } = await loadConfigurationFormContext(session.client, path.ids);
    const toMin = configurationFormFields(context).findIndex((f) => f.key === 'capacity');
    await app.press(...Array.from({ length: toMin }, () => KEYS.down), KEYS.right, KEYS.down, KEYS.left, KEYS.left);
    await app.waitForText(MAX_CAPACITY_MESSAGE);
    await app.press(KEYS.enter);
    // Max back up to min (two steps down from the current capacity, min one step up: three steps).
    await app.press(KEYS.right, KEYS.right, KEYS.right);
    await app.waitForText((f) => !f.includes(MAX_CAPACITY_MESSAGE), 'the message gone');
    // Storage: left does not go below the current size; right grows it.
    await app.press(KEYS.down, KEYS.left);
    await app.waitForText(`‹ ${storage} Gi ›`);
    await app.press(KEYS.right);
    await app.waitForText((f) => /‹ \d+ Gi › \*/.test(f), 'the storage changed');
    // Nothing was saved while max capacity was below min.
    const unsaved = await session.client.applications.get(path.ids);
    expect([unsaved.storage, unsaved.capacity]).toEqual([before.storage, before.capacity]);
    await app.press(KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    await waitForStorageAbove(path.ids, storage);
    await app.waitForText(
      (f) => !f.includes('›  *') && !/› \*/.test(f),
      'the form starting over from the saved values',
    );
  });
});

describe("the configuration form's typed fields (issue 17 TUI holes)", () => {
  it('Given a Node.js branch, When Enter on the application root and the start script asks their text, Then an empty root is refused and Enter on a choice saves both', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'feature-login');
    const { workspace, project, application } = path;
    const app = session.render({
      initialRoutes: [...routesTo(path), { name: 'configuration', workspace, project, application }],
    });
    await app.waitForText(
      (f) => /Application root[\s\S]*Web root[\s\S]*Start script[\s\S]*Replicas/.test(f),
      'the typed fields',
    );
    await app.press(KEYS.enter);
    await app.waitForText('Esc keeps it');
    await app.press(' ', KEYS.enter);
    await app.waitForText(REQUIRED_MESSAGE);
    await app.press(KEYS.backspace, ...'/srv/app', KEYS.enter);
    await app.waitForText('/srv/app *');
    await app.press(KEYS.down, KEYS.down, KEYS.enter);
    await app.waitForText('Esc keeps it');
    await app.press(...'npm run serve', KEYS.enter);
    await app.waitForText('npm run serve *');
    await app.press(KEYS.down, KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    await waitFor(async () => (await session.client.applications.get(path.ids)).appRoot === '/srv/app', 'the save');
    const saved = await session.client.applications.get(path.ids);
    expect([saved.appRoot, saved.startAppScript]).toEqual(['/srv/app', 'npm run serve']);
  });
});

async function firstProject(workspaceName: string) {
  const workspace = await demoWorkspace(session.client, workspaceName);
  const page = await session.client.projects.list(workspace.id, { pageSize: 10 });
  return page.items[0]!;
}

async function waitForStorageAbove(ids: Parameters<typeof session.client.applications.get>[0], storage: number) {
  for (let i = 0; i < 100; i++) {
    if (((await session.client.applications.get(ids)).storage ?? 0) > storage) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the storage never grew');
}

describe('backups: restore and the daily schedule', () => {
  it('Given a finished backup, When R restores it and S schedules, Then restore asks for branch/NAME, the timezone is checked as typed, and S turns the daily backup on and off', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'marketing-site', 'main');
    await finishedBackup(session.client, path.ids, { database: true });
    const app = session.render({ initialRoutes: [...routesTo(path), { name: 'backups', ...path }] });
    await app.waitForText((f) => f.includes('Backups of main') && f.includes('SUCCESS'), 'the backups');
    await app.waitForText('Daily backup: off');
    await app.press('R', ...'branch/mai');
    await app.waitForText(VALUE_NOT_MATCHING_MESSAGE);
    await app.press('n', KEYS.enter);
    await app.waitForText('Restore started.');
    expect(await copiedCommand(app)).toMatch(
      /^skiff backups restore 'Acme Production\/marketing-site\/main' \w+ --confirm branch\/main --wait$/,
    );
    // Spec 002 section 6: the workspace's enabledDailyBackup is off (the default): refused before anything is asked.
    await app.press('S');
    await app.waitForText(DISABLED_FOR_WORKSPACE_MESSAGE);
    expect(app.frame()).toContain('Daily backup: off');
    await session.client.workspaces.update(path.ids.workspaceId, { name: 'Acme Production', enabledDailyBackup: true });
    await app.press('S');
    await app.waitForText('Back up every day: at which UTC offset?');
    await app.press(...'UTC+25');
    await app.waitForText(BACKUP_TIMEZONE_INVALID_MESSAGE);
    await app.press(...backspaces(2), ...'5:30');
    await app.waitForText((f) => f.includes('> UTC+5:30_') && !f.includes(BACKUP_TIMEZONE_INVALID_MESSAGE));
    await app.press(KEYS.enter);
    await app.waitForText('Keep each daily backup how many days?');
    await app.press('5');
    await app.waitForText(BACKUP_RETENTION_CHOICE_MESSAGE);
    await app.press(KEYS.backspace, ...'30', KEYS.enter);
    // The parts: a wrong word is named; Enter alone keeps every part (the branch's schedule names none).
    await app.waitForText('Back up which parts every day?');
    await app.press(...'disk');
    await app.waitForText('Unknown part disk: type database, files or source.');
    await app.press(...backspaces(4), KEYS.enter);
    await app.waitForText('Daily backup: on, UTC+5:30 (database, files, source), kept 1 month');
    expect(await copiedCommand(app)).toBe(
      "skiff backups schedule 'Acme Production/marketing-site/main' --database --files --source --timezone UTC+5:30 --retention 30",
    );
    expect(await session.client.applications.get(path.ids)).toMatchObject({
      enabledDailyBackup: true,
      timezoneDailyBackup: 5.5,
      backupRetentionTime: 30,
    });
    await app.press('S');
    await app.waitForText('Turn the daily backup off?');
    await app.press('y');
    await app.waitForText('Daily backup: off');
    expect(await copiedCommand(app)).toBe("skiff backups schedule 'Acme Production/marketing-site/main' --off");
  });
});

describe('the security screen', () => {
  it('Given an overview, When s opens security and basic auth is turned on, Then username and password are checked as typed and saved; the level changes alone', async () => {
    const path = await demoApplication(session.client, "Owner's Personal", 'playground', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('s');
    await app.waitForText((f) => f.includes('Security of main') && /Basic auth\s+‹ off ›/.test(f), 'the fields');
    await app.press(KEYS.right);
    await app.waitForText('Basic auth: the username');
    await app.press(...'bad user');
    await app.waitForText(BASIC_AUTH_USERNAME_INVALID_MESSAGE);
    await app.press(...backspaces(5), ...'user');
    await app.waitForText((f) => f.includes('> baduser_') && !f.includes(BASIC_AUTH_USERNAME_INVALID_MESSAGE));
    await app.press(KEYS.enter);
    await app.waitForText('Basic auth: the password of baduser');
    await app.press(KEYS.enter);
    await app.waitForText('Required');
    await app.press(...'s3cret');
    // The password is masked as typed: never on the screen (or in a terminal's scrollback).
    const typed = await app.waitForText('> ••••••');
    expect(typed).not.toContain('s3cret');
    await app.press(KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    await app.waitForText((f) => /Basic auth\s+‹ on ›/.test(f) && /Username\s+(‹ )?baduser/.test(f), 'basic auth on');
    expect(await copiedCommand(app)).toBe(
      "skiff apps security 'Owner'\\''s Personal/playground/main' --basic-auth on --username baduser --password-stdin --wait",
    );
    const saved = await session.client.applications.get(path.ids);
    expect(saved).toMatchObject({ isEnableBasicAuth: true, authUsername: 'baduser' });
    // Saving upgrades a deployed application: the next change waits for that task to end (the server refuses one
    // meanwhile). Not for an "Upgrade application: SUCCESS" notice: the overview below follows a task only if its
    // reload sees it running, and a 75-line upgrade can end before that reload answers on a busy machine.
    await waitFor(
      async () => isTaskFinished((await session.client.applications.get(path.ids)).lastActivity?.status),
      'the upgrade to end',
      30_000,
    );
    await app.waitForText(
      (f) => /Basic auth\s+‹ on ›/.test(f) && !f.includes('saving…') && !f.includes(' *'),
      'the form showing the saved values',
    );
    // The level alone: the lock and its password stay as they are (no password asked).
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.right);
    await app.waitForText((f) => /File permissi.*‹ looser › \*/.test(f), 'looser, changed');
    await app.press(KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    await waitFor(
      async () => (await session.client.applications.get(path.ids)).filePermissionLevel === 'looserPermission',
      'the level saved',
      30_000,
    );
    expect(await copiedCommand(app)).toContain(' --file-permission looser --wait');
    expect(await copiedCommand(app)).not.toContain('--basic-auth');
  });
});
