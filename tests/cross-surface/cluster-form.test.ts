import { clusterFormAnswersOf, clusterFormFlags } from '@skiff/sdk';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, signedInCli } from './cli-side.js';

/**
 * One model, three renderers: the cluster form's same answers, given to the web app's new-cluster page, to
 * `skiff clusters create`'s flags, and turned into the command line the TUI's form shows (the SDK's
 * `clusterFormFlags`, as the TUI calls it), make the same POST /workspaces body against one real emulator.
 */
const configDir = cliConfigDir('cluster');

describe.runIf(chromiumAvailable())('the cluster form on the web app, the CLI and the TUI command line', () => {
  const web = useWebPage();

  it('Given the same answers on each surface, when each creates (the CLI with --dry-run), then the same body', async () => {
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

    // The TUI form's status line for the same answers, run as the CLI takes it.
    const context = { accounts };
    const answers = clusterFormAnswersOf(
      {
        provider: 'AWS',
        workspace: 'Cross Cluster Apps',
        cloudAccount: account!._id,
        name: 'cross-eks',
        region: 'us-west-2',
        kubernetesVersion: '1.29',
        instanceType: 'm5.large',
        nodes: '1/2/6',
        onDemandNodes: '1/1/3',
        dbInstanceType: 'db.t3.small',
        dbStorage: '40',
        agreeTermAndCondition: true,
      },
      context,
    );
    const tuiLine = clusterFormFlags(answers, context, () => account!.name).flatMap(([flag, value]) =>
      value === true ? [flag] : value === false ? [] : [flag, value],
    );
    const tui = await runCli(['clusters', 'create', ...tuiLine, '--dry-run'], { env });
    expect(tui.code, tui.stderr).toBe(0);
    expect(JSON.parse(tui.stdout)).toEqual(webBody);
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
