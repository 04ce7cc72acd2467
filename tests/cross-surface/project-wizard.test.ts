import { firstProjectAnswers, projectWizardCommandWords } from '@skiff/sdk';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';

/**
 * One model, three renderers: the project wizard's same answers, given to the web app's Create project wizard, to
 * `skiff projects create`'s flags, and turned into the command line the TUI's wizard shows for them (the SDK's
 * `projectWizardCommandWords`, as the TUI calls it), make the same create call against one real emulator (each
 * with its own project name, the workspace refusing a second project of one name).
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

describe.runIf(chromiumAvailable())('the project wizard on the web app, the CLI and the TUI command line', () => {
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

    // The TUI wizard's command line for the same answers, run as the CLI takes it.
    const answers = {
      ...firstProjectAnswers('nodejs'),
      name: 'cross-tui',
      description: 'One model',
      tags: 'shop, api',
      provider: 'GITLAB',
      repositoryType: 'NEW',
      repositoryOwner: 'acme',
      repositoryName: 'cross-shop',
      gitAccess: 'PERSONAL_TOKEN',
    };
    const [, ...words] = projectWizardCommandWords('git', WORKSPACE, answers);
    const tui = await runCli(words, { env: { ...env, SKIFF_DEBUG: '1' } });
    expect(tui.code, tui.stderr).toBe(0);
    expect(createBody(tui.stderr)).toEqual(comparable(webBody));
    // The log redacts the git access fields and the emulator does not show them back: the TUI's line asks for the
    // personal token as the CLI's flags did (sdk/src/wizards/project-wizard.test.ts maps both to the body).
    expect(words).toContain('--personal-token');
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
