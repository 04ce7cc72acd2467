import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { copiedCommand, KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, signedInCli } from './cli-side.js';
import { lastCommandWords } from './shell-words.js';
import { moveTo, rowOf, stepTo, tuiOn } from './tui-side.js';

/**
 * One model, three renderers: the cluster form's same answers, given to the web app's new-cluster page, to
 * `skiff clusters create`'s flags (with --dry-run) and to the TUI's New cluster form, make the same POST /workspaces
 * body against one real emulator; the command line the TUI then shows makes it too.
 */
const configDir = cliConfigDir('cluster');
const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);

describe.runIf(chromiumAvailable())('the cluster form on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same answers on each surface, when each creates (the CLI with --dry-run), then the same body, and the TUI line makes it too', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const accounts = (await api.cloudAccounts.list({ pageSize: 100 })).items;
    const account = accounts.find((a) => a.provider === 'AWS');
    expect(account).toBeDefined();
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(`${web.origin}/terraform/add-cluster`);
    const form = page.getByRole('form', { name: 'New cluster' });
    await form.getByLabel('Workspace name').fill('Cross Cluster Apps');
    await form.getByLabel('Cloud account').selectOption(account!._id);
    await form.getByLabel('Cluster name').fill('cross-eks');
    await form.getByLabel('Region').selectOption('us-west-2');
    await form.getByLabel('Kubernetes version').selectOption('1.29');
    await form.getByLabel('Instance type', { exact: true }).selectOption('m5.large');
    await form.getByLabel(/^Worker nodes/).fill('1/2/6');
    await form.getByLabel(/^On-demand nodes/).fill('1/1/3');
    await form.getByLabel('Database instance type').selectOption('db.t3.small');
    expect(await form.getByLabel('Database storage (GiB)').inputValue()).toBe('30');
    await form.getByLabel('Database storage (GiB)').selectOption('40');
    await form.getByLabel('I agree to the Terms').check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/workspaces'));
    await form.getByRole('button', { name: 'Create cluster' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.waitForURL(/\/terraform\/infrastructure$/);

    const env = await signedInCli(web.origin, configDir);
    const flags = [
      ...['--provider', 'AWS', '--workspace', 'Cross Cluster Apps', '--cloud-account', account!.name],
      ...[
        '--name',
        'cross-eks',
        '--region',
        'us-west-2',
        '--kubernetes-version',
        '1.29',
        '--instance-type',
        'm5.large',
      ],
      ...['--nodes', '1/2/6', '--on-demand-nodes', '1/1/3', '--db-instance-type', 'db.t3.small', '--db-storage', '40'],
      '--agree-terms',
    ];
    const cli = await runCli(['clusters', 'create', ...flags, '--dry-run'], { env });
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual(webBody);

    // The TUI's New cluster form: the same answers typed and stepped (a workspace and a cluster of their own: the
    // names are taken now), then the skiff command its status line shows (copied with Y), run as the CLI takes it.
    const tui = await tuiOn(web.origin, {
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'admin', section: 'clusters' },
        { name: 'adminForm', form: 'cluster' },
      ],
    });
    const { app } = tui;
    await app.waitForText((f) => rowOf(f, 'Region').includes('us-east-1'), 'the AWS defaults');
    await app.press(...'Cross Cluster Tui');
    await moveTo(app, 'Cloud account');
    await stepTo(app, account!.name);
    await moveTo(app, 'Cluster name');
    await app.press(...'cross-eks-tui');
    await moveTo(app, 'Region');
    await stepTo(app, 'us-west-2');
    await moveTo(app, 'Kubernetes version');
    await stepTo(app, '1.29');
    await moveTo(app, 'Instance type');
    await stepTo(app, 'm5.large');
    await moveTo(app, 'Worker nodes');
    await app.press(...backspaces(4), ...'2/6');
    await app.waitForText((f) => rowOf(f, 'Worker nodes').includes('1/2/6'), 'the worker nodes');
    await moveTo(app, 'On-demand nodes');
    await app.press(KEYS.backspace, '3');
    await app.waitForText((f) => rowOf(f, 'On-demand nodes').includes('1/1/3'), 'the on-demand nodes');
    await moveTo(app, 'Database instance type');
    await stepTo(app, 'db.t3.small');
    expect(rowOf(app.frame(), 'Database storage (GiB)')).toContain('30');
    await moveTo(app, 'Database storage (GiB)');
    await stepTo(app, '40');
    await moveTo(app, 'I agree to the Terms');
    await app.press(KEYS.right, KEYS.enter);
    await app.waitForText('Creating the cluster cross-eks-tui with the workspace Cross Cluster Tui…');
    const tuiBody = tui.body('POST', '/workspaces');
    const environment = webBody.environment as Record<string, unknown>;
    expect(tuiBody).toEqual({
      ...webBody,
      name: 'Cross Cluster Tui',
      environment: { ...environment, name: 'cross-eks-tui' },
    });
    await app.waitForText('$ skiff clusters create');
    const [, ...words] = lastCommandWords(await copiedCommand(app));
    const tuiLine = await runCli([...words, '--dry-run'], { env });
    expect(tuiLine.code, tuiLine.stderr).toBe(0);
    expect(JSON.parse(tuiLine.stdout)).toEqual(tuiBody);
    expect(webBody).toMatchObject({
      name: 'Cross Cluster Apps',
      agreeTermAndCondition: true,
      environment: {
        region: 'us-west-2',
        desiredNodes: 2,
        maximumNodes: 6,
        dbInstanceType: 'db.t3.small',
        dbStorage: 40,
      },
    });
  }, 120_000);
});
