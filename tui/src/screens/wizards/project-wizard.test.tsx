import { PROJECT_CREATING_NOTICE, REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession();
const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);
const requiredCount = (frame: string) => (frame.match(new RegExp(`\\b${REQUIRED_MESSAGE}\\b`, 'g')) ?? []).length;

async function projectNamed(workspaceId: string, name: string) {
  const page = await session.client.projects.list(workspaceId, { pageSize: 100 });
  return page.items.find((p) => p.name === name);
}

describe('creating a project from the projects screen', () => {
  it('Given a workspace, When c walks the four steps with a repository and branch from the git host, Then the name rule shows, the project is created and its branches open', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    await app.waitForText('Projects of Acme Production');
    await app.press('c');
    await app.waitForText('Create project: step 1 of 4, Basic information');
    expect(app.frame()).toMatch(/Project name\s+Project \d{4}\/\d\d\/\d\d/);
    await app.press(KEYS.enter, ...backspaces(20), KEYS.enter);
    await app.waitForText((f) => f.includes('> _') && f.includes(REQUIRED_MESSAGE), 'Required for a blank name');
    await app.press(...'tui-shop', KEYS.enter, KEYS.down, KEYS.enter, ...'Made in the terminal', KEYS.enter);
    await app.waitForText((f) => /Description\s+Made in the terminal/.test(f), 'the description');
    await app.press(KEYS.tab);
    await app.waitForText('step 2 of 4, Application Type');
    // No type is chosen until the user picks one (spec 001 section 2: preselected only by the link's projectType).
    await app.press(KEYS.tab);
    await app.waitForText(
      (f) => /Application type\s+‹ - ›/.test(f) && f.includes(REQUIRED_MESSAGE),
      'the type required',
    );
    await app.press(KEYS.right, KEYS.tab);
    await app.waitForText('step 3 of 4, Source Code');
    await app.waitForText((f) => /Branch\s+‹ main ›/.test(f) && /Repository\s+‹ \S+ ›/.test(f), 'a repository');
    expect(app.frame()).toContain('GitHub cannot use a repository token.');
    // Another provider lists its own owners, and offers a repository token.
    await app.press(KEYS.right);
    await app.waitForText(
      (f) => f.includes('‹ GitLab ›') && !f.includes('GitHub cannot use a repository token.'),
      'GitLab',
    );
    await app.press(KEYS.left);
    const repository = (await session.client.account.repositories({ gitProvider: 'GITHUB', owner: 'acme' }))[0]!.name;
    await app.waitForText(
      (f) =>
        new RegExp(`Repository owner\\s+‹ acme ›\\s+Repository\\s+‹ ${repository} ›\\s+Branch\\s+‹ main ›`).test(f),
      `acme/${repository} main again`,
    );
    // The git access (spec 001 section 9): the personal token, as `--personal-token` says.
    await app.press(...Array.from({ length: 5 }, () => KEYS.down), KEYS.right);
    await app.waitForText('‹ Personal token (recommended) ›');
    await app.press(KEYS.tab);
    await app.waitForText('step 4 of 4, Review and Launch');
    await app.press(KEYS.enter);
    // Creating the project is a call and a new screen's first load: 30 s, as the other waits on a server task.
    await app.waitForText('Branches of tui-shop', 'Branches of tui-shop', 30_000);
    expect(app.frame()).toContain(PROJECT_CREATING_NOTICE);
    expect(await copiedCommand(app)).toMatch(
      new RegExp(
        `^skiff projects create tui-shop --workspace 'Acme Production' --type \\w+ --description 'Made in the terminal' --provider github --repo acme/${repository} --branch main --personal-token$`,
      ),
    );
    const created = await projectNamed(workspace.id, 'tui-shop');
    expect(created?.repositoryName).toBe(repository);
  }, 60_000);

  it('Given a workspace, When I imports from Pantheon, Then the machine token and site id are required, the token is never shown, and the project is created', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    await app.waitForText('Projects of Acme Production');
    await app.press('I');
    await app.waitForText('Import from Pantheon: step 1 of 4, Basic Information');
    await app.press(KEYS.enter, ...backspaces(20), ...'from-pantheon', KEYS.enter, KEYS.tab);
    await app.waitForText('step 2 of 4, Platform Configuration');
    await app.press(KEYS.tab);
    await app.waitForText((f) => requiredCount(f) === 2, 'the token and site id required');
    await app.press(KEYS.enter, ...'machine-secret-1', KEYS.enter, KEYS.down, KEYS.enter, ...'site-42', KEYS.enter);
    await app.waitForText((f) => /Site id\s+site-42/.test(f) && requiredCount(f) === 0, 'both answered');
    expect(app.frame()).not.toContain('machine-secret-1');
    await app.press(KEYS.tab);
    await app.waitForText('step 3 of 4, Source Code');
    await app.waitForText((f) => /Branch\s+‹ \S+ ›/.test(f), 'a branch');
    await app.press(KEYS.tab, KEYS.enter);
    await app.waitForText('Branches of from-pantheon');
    const command = await copiedCommand(app);
    expect(command).toMatch(
      /^skiff projects import from-pantheon --workspace 'Acme Production' --site-id site-42 --env dev --machine-token-stdin --provider github --repo /,
    );
    expect(command).not.toContain('machine-secret-1');
    expect(await projectNamed(workspace.id, 'from-pantheon')).toBeTruthy();
  });

  it('Given a workspace with templates, When C picks one, Then the project is created from it', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    await app.waitForText('Projects of Acme Production');
    await app.press('C');
    await app.waitForText('Create project from a template: step 1 of 3, Template');
    const templates = await collect(session.client.catalogs.listForWorkspace(workspace.id, { pageSize: 100 }));
    const template = templates[0]!.name ?? templates[0]!._id;
    await app.waitForText(`Template               ‹ ${template} ›`);
    await app.press(KEYS.tab, KEYS.enter, ...backspaces(20), ...'from-template', KEYS.enter, KEYS.tab, KEYS.enter);
    await app.waitForText('Branches of from-template');
    expect(await copiedCommand(app)).toBe(
      `skiff projects create from-template --workspace 'Acme Production' --template ${template.includes(' ') ? `'${template}'` : template}`,
    );
    expect(await projectNamed(workspace.id, 'from-template')).toBeTruthy();
  });
});
