import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refId } from '@skiff/sdk';
import {
  ACTIVITY_PAGE_SIZE,
  humanAction,
  INVALID_REGISTRY_URL_MESSAGE,
  PROJECT_VALUE_NOT_MATCHING_MESSAGE,
  SECRET_KEY_INVALID_MESSAGE,
  SECRET_NAME_INVALID_MESSAGE,
  SECRET_VALUE_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import type { Named } from '../../contexts/router-context.js';
import { demoProject, demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { HIDDEN_VALUE } from './secret-manager-screen.js';

const session = setupEmulatorSession({ push: false });
const folder = mkdtempSync(join(tmpdir(), 'skiff-tui-secrets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function projectPath(name: string): Promise<{ workspace: Named; project: Named }> {
  const workspace = await demoWorkspace(session.client, 'Acme Production');
  return { workspace, project: await demoProject(session.client, workspace, name) };
}

/** The app on a project's branches, as a user who opened it from the workspace's projects. */
function onBranches(path: { workspace: Named; project: Named }) {
  return session.render({
    initialRoutes: [
      { name: 'workspaces' },
      { name: 'projects', workspace: path.workspace },
      { name: 'branches', ...path },
    ],
  });
}

const typeText = (text: string) => [...text];

describe("a project's tabs", () => {
  it('Given a project, When Tab is pressed on its branches, Then its tabs come in turn and round to the branches, Esc goes back to the projects', async () => {
    const path = await projectPath('storefront');
    const app = onBranches(path);
    await app.waitForText('Branches of storefront');
    const titles = ['Tags', 'Secret managers', 'Editor extensions', 'Members', 'Activities', 'Settings', 'Branches'];
    for (const title of titles) {
      await app.press(KEYS.tab);
      await app.waitForText(`${title} of storefront`);
    }
    await app.press(':', ...typeText('secret managers of the project'), KEYS.enter);
    const frame = await app.waitForText('Secret managers of storefront');
    expect(frame).toContain('Home > Acme Production > storefront > Secret managers');
    expect(frame).toContain("$ skiff secrets list 'Acme Production/storefront'");
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Projects') && !f.includes('Secret managers of'), 'the projects');
  });

  it('Given the secret managers, When one is created, opened, edited, imported, exported and deleted, Then each shows and the API holds it, values never on screen', async () => {
    const { client } = session;
    const path = await projectPath('storefront');
    const ids = [path.workspace.id, path.project.id] as const;
    const app = onBranches(path);
    await app.waitForText('Branches of storefront');
    await app.press(KEYS.tab, KEYS.tab);
    await app.waitForText('Secret managers of storefront');

    await app.press('a', ...typeText('pay keys'));
    await app.waitForText(SECRET_NAME_INVALID_MESSAGE);
    await app.press(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await app.press(...typeText('-keys'), KEYS.enter);
    await app.waitForText('First variable of pay-keys');
    await app.press(...typeText('API-KEY'));
    await app.waitForText(SECRET_KEY_INVALID_MESSAGE);
    await app.press(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace, ...typeText('_KEY'), KEYS.enter);
    await app.waitForText('Value of API_KEY');
    await app.press(KEYS.enter);
    await app.waitForText(SECRET_VALUE_REQUIRED_MESSAGE);
    await app.press(...typeText('s3cr3t-value'));
    expect(app.frame()).not.toContain('s3cr3t');
    await app.press(KEYS.enter);
    let frame = await app.waitForText('Secret manager pay-keys created.');
    expect(frame).toContain("$ skiff secrets set 'Acme Production/storefront' pay-keys --stdin");
    expect((await client.secretManagers.get(...ids, 'pay-keys')).values).toEqual({ API_KEY: 's3cr3t-value' });

    await app.press('/', ...typeText('pay-keys'), KEYS.enter);
    await app.waitForText((f) => f.includes('pay-keys') && !f.includes('Search'), 'the filtered list');
    await app.press(KEYS.enter);
    frame = await app.waitForText('Variables of pay-keys (1)');
    expect(frame).toContain('API_KEY');
    expect(frame).toContain(HIDDEN_VALUE);
    expect(frame).not.toContain('s3cr3t-value');
    await app.press('e', ...typeText('rotated'));
    await app.waitForText('Value of API_KEY');
    expect(app.frame()).not.toContain('rotated');
    await app.press(KEYS.enter);
    await app.waitForText('API_KEY saved in pay-keys.');
    await app.press('a', ...typeText('SECOND'), KEYS.enter, ...typeText('two'), KEYS.enter);
    await app.waitForText('Variables of pay-keys (2)');
    expect((await client.secretManagers.get(...ids, 'pay-keys')).values).toEqual({ API_KEY: 'rotated', SECOND: 'two' });
    await app.press('/', ...typeText('API'), KEYS.enter, 'x');
    await app.waitForText('Remove the variable API_KEY from pay-keys?');
    await app.press('y');
    await app.waitForText('API_KEY removed from pay-keys.');
    expect((await client.secretManagers.get(...ids, 'pay-keys')).values).toEqual({ SECOND: 'two' });
    await app.press(KEYS.escape, KEYS.escape);
    await app.waitForText('Secret managers of storefront');

    const source = join(folder, 'import.json');
    writeFileSync(source, JSON.stringify({ DB_HOST: 'db', PORT: 5432 }));
    await app.press(KEYS.escape, 'i', ...typeText('imported'), KEYS.enter);
    await app.press(...typeText(join(folder, 'missing.json')));
    await app.waitForText('No such file.');
    for (let i = 0; i < 'missing.json'.length; i++) await app.press(KEYS.backspace);
    await app.press(...typeText('import.json'), KEYS.enter);
    frame = await app.waitForText('Imported 2 variables into imported.');
    expect(frame).toContain("$ skiff secrets import 'Acme Production/storefront' imported /");
    expect((await client.secretManagers.get(...ids, 'imported')).values).toEqual({ DB_HOST: 'db', PORT: '5432' });

    const target = join(folder, 'export.json');
    await app.press('/', ...typeText('imported'), KEYS.enter);
    await app.waitForText((f) => f.includes('imported') && !f.includes('pay-keys'), 'the filtered list');
    await app.press('w', ...typeText(target), KEYS.enter);
    await app.waitForText(`Exported imported to ${target}.`);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual({ DB_HOST: 'db', PORT: '5432' });

    await app.press('x');
    await app.waitForText('Delete the secret manager imported? This cannot be undone.');
    await app.press('y');
    frame = await app.waitForText('Secret manager imported deleted.');
    expect(frame).toContain("$ skiff secrets delete 'Acme Production/storefront' imported --yes");
    const names = (await collect(client.secretManagers.list(...ids))).map((m) => m.name);
    expect(names).toContain('pay-keys');
    expect(names).not.toContain('imported');
  });

  it('Given the editor extensions, When a preset is added then removed, Then the project holds it, then not', async () => {
    const { client } = session;
    const path = await projectPath('storefront');
    const chosen = async () =>
      ((await client.projects.get(path.workspace.id, path.project.id)).vscodeExtensions ?? '').split(',');
    const app = onBranches(path);
    await app.waitForText('Branches of storefront');
    await app.press(':', ...typeText('editor extensions'), KEYS.enter);
    await app.waitForText('Editor extensions of storefront');
    await app.press('/', ...typeText('prettier'), KEYS.enter, 'a');
    let frame = await app.waitForText('esbenp.prettier-vscode added.');
    expect(frame).toMatch(/\$ skiff projects extensions 'Acme Production\/storefront' .*esbenp\.prettier-vscode/);
    await waitFor(async () => (await chosen()).includes('esbenp.prettier-vscode'), 'the extension on the project');
    // x acts on the selected row, which the list has only once it reloaded: wait for the screen to show it added.
    await app.waitForText((f) => /esbenp\.prettier-vscode\s+added/.test(f), 'the row shown added');
    await app.press('x');
    frame = await app.waitForText('esbenp.prettier-vscode removed.');
    expect(await chosen()).not.toContain('esbenp.prettier-vscode');
  });

  it("Given a project's activities tab, Then it lists that project's activities only", async () => {
    const { client } = session;
    const path = await projectPath('storefront');
    const own = (await collect(client.activities.list({ pageSize: 100 }), 100_000)).filter(
      (a) => refId(a.project) === path.project.id && refId(a.workspace) === path.workspace.id,
    );
    expect(own.length).toBeGreaterThan(0);
    const app = onBranches(path);
    await app.waitForText('Branches of storefront');
    await app.press(':', ...typeText('activities of the project'), KEYS.enter);
    const frame = await app.waitForText(`Activities of storefront (${Math.min(own.length, ACTIVITY_PAGE_SIZE)})`);
    expect(frame).toContain(humanAction(own[0]!.action));
  });

  it('Given the settings of a project, When a registry is set and then D pressed and project/NAME typed, Then git information shows, the registry is saved (token hidden, never on screen), a wrong text is refused, and the project goes', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const created = await client.projects.create(workspace.id, {
      name: 'short-lived',
      description: 'A project to delete',
      projectType: 'nodejs',
      repositoryProvider: 'GITLAB',
      repositoryOwner: 'acme-labs',
      repositoryName: 'short-lived',
      instances: ['main'],
    });
    const path = { workspace, project: { id: created._id, name: 'short-lived' } };
    const app = onBranches(path);
    await app.waitForText('Branches of short-lived');
    await app.press(':', ...typeText('settings of the project'), KEYS.enter);
    let frame = await app.waitForText('Git information');
    expect(frame).toContain('acme-labs');
    expect(frame).toContain('A project to delete');
    expect(frame).toMatch(/CI\/CD\s+not set/);
    app.resize(140);
    await app.press('e', ...typeText('ci-cd'), KEYS.enter, ...typeText('Github'), KEYS.enter, ...typeText('not a url'));
    await app.waitForText(INVALID_REGISTRY_URL_MESSAGE);
    for (let i = 0; i < 'not a url'.length; i++) await app.press(KEYS.backspace);
    await app.press(...typeText('ghcr.io'), KEYS.enter, ...typeText('acme'), KEYS.enter, ...typeText('tok3n'));
    await app.waitForText('CI/CD registry: token');
    expect(app.frame()).not.toContain('tok3n');
    await app.press(KEYS.enter);
    frame = await app.waitForText('The CI/CD registry was saved.');
    expect(frame).toContain(
      "$ skiff projects registries 'Acme Production/short-lived' --provider Github --server ghcr.io --username acme --token-stdin",
    );
    await app.waitForText((f) => /CI\/CD\s+Github ghcr\.io as acme/.test(f), 'the registry');
    expect(app.frame()).not.toContain('tok3n');
    const saved = await client.projects.get(workspace.id, created._id);
    expect([saved.registryProvider, saved.registryServer, saved.registryUsername]).toEqual([
      'Github',
      'ghcr.io',
      'acme',
    ]);
    await app.press('D', ...typeText('project/short'));
    await app.waitForText(PROJECT_VALUE_NOT_MATCHING_MESSAGE);
    await app.press(...typeText('-lived'), KEYS.enter);
    frame = await app.waitForText('The project short-lived was deleted.');
    expect(frame).toContain("$ skiff projects delete 'Acme Production/short-lived' --confirm project/short-lived");
    expect(frame).toContain('Home > Acme Production ');
    expect(frame).not.toContain('short-lived >');
    const left = (await collect(client.projects.list(workspace.id))).map((p) => p.name);
    expect(left).not.toContain('short-lived');
  });
});
