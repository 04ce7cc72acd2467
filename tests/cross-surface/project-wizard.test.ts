import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoWorkspace } from '../../tui/src/test/demo-paths.js';
import { copiedCommand, KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';
import { lastCommandWords } from './shell-words.js';
import { moveTo, stepTo, tuiOn, typeInField } from './tui-side.js';

/**
 * One model, three renderers: the project wizard's same answers, given to the web app's Create project wizard, to
 * `skiff projects create`'s flags and to the TUI's Create project wizard, make the same create call against one real
 * emulator, and so does the command line the TUI then shows (each with its own project name, the workspace refusing
 * a second project of one name).
 */
const WORKSPACE = 'Acme Production';
const configDir = cliConfigDir('project');

/**
 * The JSON body of the first `POST .../projects` in a SKIFF_DEBUG=1 log, without the name and what the log redacts
 * (the token fields).
 */
function createBody(stderr: string): Record<string, unknown> {
  return comparable(loggedBody(stderr, 'POST', '/projects'));
}

function comparable(body: Record<string, unknown>): Record<string, unknown> {
  const { name: _n, isUsePersonalToken: _p, isUseRepositoryToken: _r, repositoryToken: _t, ...rest } = body;
  return rest;
}

describe.runIf(chromiumAvailable())('the project wizard on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same answers on each surface, when each creates its project, then the same create body', async () => {
    const { page } = web;
    await signIn(page, web.origin);
    await page.getByRole('link', { name: WORKSPACE }).first().click();
    await page.getByRole('link', { name: 'Create project' }).click();
    const form = page.getByRole('form');
    const next = form.getByRole('button', { name: 'Next' });
    await form.getByLabel('Project name').fill('cross-web');
    await form.getByLabel('Description (optional)').fill('One model');
    await form.getByLabel('Tags (comma-separated, optional)').fill('shop, api');
    await next.click();
    await form.getByLabel('Node.js').check();
    await next.click();
    await form.getByLabel('GitLab').check();
    await form.getByLabel('A new repository').check();
    await form.getByLabel('Repository owner').fill('acme');
    await form.getByLabel('Repository name').fill('cross-shop');
    await form.getByLabel('Personal token (recommended)').check();
    await next.click();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/projects'));
    await form.getByRole('button', { name: 'Create project' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.waitForURL(/\/applications\/feature-branches$/);

    const env = await signedInCli(web.origin, configDir);
    const flags = [
      ...['--workspace', WORKSPACE, '--description', 'One model', '--tag', 'shop', '--tag', 'api', '--type', 'nodejs'],
      ...['--provider', 'gitlab', '--repo', 'acme/cross-shop', '--new-repo', '--personal-token'],
    ];
    const cli = await runCli(['projects', 'create', 'cross-cli', ...flags], { env: { ...env, SKIFF_DEBUG: '1' } });
    expect(cli.code, cli.stderr).toBe(0);
    expect(createBody(cli.stderr)).toEqual(comparable(webBody));

    // The TUI's Create project wizard: the same answers typed and stepped, then the command line it shows.
    const workspace = await demoWorkspace(await apiClientFor(web.origin, DEMO_OWNER), WORKSPACE);
    const tui = await tuiOn(web.origin, { initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    const { app } = tui;
    await app.waitForText(`Projects of ${WORKSPACE}`);
    await app.press('c');
    await app.waitForText('Create project: step 1 of 4, Basic information');
    await typeInField(app, 'cross-tui', 20);
    await moveTo(app, 'Description');
    await typeInField(app, 'One model');
    await moveTo(app, 'Tags');
    await typeInField(app, 'shop, api');
    await app.waitForText((f) => /Tags\s+shop, api/.test(f), 'the tags');
    await app.press(KEYS.tab);
    await app.waitForText('step 2 of 4, Application Type');
    await stepTo(app, 'Node.js');
    await app.press(KEYS.tab);
    await app.waitForText('step 3 of 4, Source Code');
    await stepTo(app, 'GitLab');
    await moveTo(app, 'Repository');
    await stepTo(app, 'A new repository');
    await moveTo(app, 'Repository owner');
    await stepTo(app, 'acme');
    await moveTo(app, 'Repository name');
    await typeInField(app, 'cross-shop');
    await app.waitForText((f) => /Repository name\s+cross-shop/.test(f), 'the repository name');
    await moveTo(app, 'Git access');
    await stepTo(app, 'Personal token (recommended)');
    await app.press(KEYS.tab);
    await app.waitForText('step 4 of 4, Review and Launch');
    await app.press(KEYS.enter);
    await app.waitForText('Branches of cross-tui', 'the project created', 30_000);
    const tuiBody = tui.body('POST', '/projects');
    expect(tuiBody).toEqual({ ...webBody, name: 'cross-tui' });

    // The line the TUI then shows for the same answers, run as the CLI takes it.
    const [, ...words] = lastCommandWords(await copiedCommand(app));
    expect(words).toContain('--personal-token');
    const line = await runCli(
      words.map((w) => (w === 'cross-tui' ? 'cross-line' : w)),
      {
        env: { ...env, SKIFF_DEBUG: '1' },
      },
    );
    expect(line.code, line.stderr).toBe(0);
    expect(createBody(line.stderr)).toEqual(comparable(webBody));
    expect(webBody).toMatchObject({
      tags: ['shop', 'api'],
      projectType: 'nodejs',
      repositoryProvider: 'GITLAB',
      repositoryType: 'NEW',
      isUsePersonalToken: true,
      instances: [{ branchType: 'MAIN', name: 'main', originBranch: 'main' }],
    });
  }, 120_000);
});
