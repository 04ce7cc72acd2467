import { EXPRESS_LAUNCH_EMPTY_MESSAGE } from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import type { Named, Route } from '../../contexts/router-context.js';
import { demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { CLONE_REPOSITORY_MESSAGE } from './use-catalog-launch.js';

const session = setupEmulatorSession({ push: false });
const tabOf = (name: 'catalogs' | 'drupalForge', workspace: Named): Route[] => [
  { name: 'workspaces' },
  { name, workspace },
];
const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => Array.from(line).length));
const projectNamed = async (workspace: Named, name: string) =>
  (await collect(session.client.projects.list(workspace.id, { pageSize: 100 }))).find((p) => p.name === name);

describe("a workspace's catalogs and DrupalForge counts against a real emulator", () => {
  it('Given the catalogs tab, When a template is deployed, Then the project is created by quickstart and the skiff command shows', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: tabOf('catalogs', workspace) });
    app.resize(140);
    const frame = await app.waitForText('WordPress Blog');
    expect(frame).toContain('Home > Acme Production > Catalogs');
    expect(frame).toMatch(/Drupal CMS Starter\s+Drupal Forge ✓\s+Published, AI\s+GITHUB/);
    expect(frame).toMatch(/Page 1 of 1, 24 a page/);
    await app.press('/', ...'wordpress', KEYS.enter, 'd');
    await app.waitForText('Deploy WordPress Blog: the new project');
    expect(app.frame()).toMatch(/Enter alone: wordpress-blog-\d+/);
    await app.press(...'blog-one', KEYS.enter);
    await app.waitForText('The project blog-one is being created from wordpress-blog.');
    expect(app.frame()).toContain(
      "skiff projects create blog-one --workspace 'Acme Production' --template wordpress-blog",
    );
    expect((await projectNamed(workspace, 'blog-one'))?.name).toBe('blog-one');
  });

  it('Given the catalogs tab at 80 columns, When a template is developed, Then the new repository must be OWNER/NAME and quickclone creates it', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: tabOf('catalogs', workspace) });
    app.resize(80);
    const frame = await app.waitForText('Next.js Storefront');
    expect(frame).not.toContain('Repository');
    expect(widest(frame)).toBeLessThanOrEqual(80);
    await app.press('/', ...'nextjs', KEYS.enter, 'v', ...'shop-dev', KEYS.enter);
    await app.waitForText('Develop Next.js Storefront: the new repository');
    await app.press(...'acme');
    await app.waitForText(CLONE_REPOSITORY_MESSAGE);
    await app.press(...'/shop-dev', KEYS.enter);
    await app.waitForText('The project shop-dev is being created from nextjs-storefront in acme/shop-dev.');
    const created = await projectNamed(workspace, 'shop-dev');
    expect([created?.repositoryOwner, created?.repositoryName]).toEqual(['acme', 'shop-dev']);
  });

  it('Given a Drupal Forge workspace, When express-launch applications are added and removed, Then the counts follow and removing at 0 is refused', async () => {
    const workspace = await demoWorkspace(session.client, 'Drupal Forge Sandbox');
    const catalogs = await collect(session.client.catalogs.listDrupalForge(workspace.id));
    const starter = catalogs.find((c) => c.title === 'Drupal CMS Starter');
    if (!starter) throw new Error('No Drupal CMS Starter catalog');
    const app = session.render({ initialRoutes: tabOf('drupalForge', workspace) });
    app.resize(80);
    await app.waitForText((f) => /Drupal CMS Starter\s+0\s+0/.test(f), 'the counts at 0');
    expect(app.frame()).toContain('Home > Drupal Forge Sandbox > DrupalForge');
    expect(widest(app.frame())).toBeLessThanOrEqual(80);
    await app.press('/', ...'starter', KEYS.enter, '-');
    await app.waitForText(EXPRESS_LAUNCH_EMPTY_MESSAGE);
    await app.press('+');
    await app.waitForText((f) => /Drupal CMS Starter: \d ready, \d in progress\./.test(f), 'the counts after adding');
    expect(await copiedCommand(app)).toBe(
      `skiff workspaces express-launch 'Drupal Forge Sandbox' ${starter.name} --add`,
    );
    await waitFor(
      async () => (await session.client.drupalForge.expressLaunchCount(starter._id)).ready === 1,
      'the instance ready',
    );
    await app.press('r');
    await app.waitForText((f) => /Drupal CMS Starter\s+1\s+0/.test(f), 'one ready');
    await app.press('-');
    await app.waitForText('Drupal CMS Starter: 0 ready, 0 in progress.');
    expect(await copiedCommand(app)).toBe(
      `skiff workspaces express-launch 'Drupal Forge Sandbox' ${starter.name} --remove`,
    );
    expect(await session.client.drupalForge.expressLaunchCount(starter._id)).toMatchObject({ ready: 0, inprogress: 0 });
  });

  it('Given a workspace without the Drupal Forge flag, When its DrupalForge tab is opened, Then it passes on to Settings and says why', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: tabOf('drupalForge', workspace) });
    await app.waitForText('Settings of Acme Production');
    await app.waitForText('The DrupalForge tab is for the owners and admins of Drupal Forge workspaces.');
  });
});
