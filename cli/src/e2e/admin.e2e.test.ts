import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_DEV, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();

describe('skiff clusters', () => {
  it('Given the demo clusters, When listed and one read with its listings, Then tables and JSON', async () => {
    const list = await s.cli(['clusters', 'list']);
    expect(list.stdout).toMatch(/^NAME +STATUS +PROVIDER +REGION +K8S +PROTECTED +APPS +ID\n/);
    expect(list.stdout).toMatch(/^acme-prod-eks +ACTIVE +AWS +us-east-1 +1\.30 +yes +\d+ +[0-9a-f]{24}$/m);
    const errors = jsonOf(await s.cli(['clusters', 'list', '--status', 'error', '--json'])).items;
    expect(errors.map((e: { clusterName: string }) => e.clusterName)).toEqual(['broken-westus-aks']);
    const get = await s.cli(['clusters', 'get', 'acme-prod-eks', '--nodes', '--pods', '--namespaces', '--volumes']);
    expect(get.code, get.stderr).toBe(0);
    expect(get.stdout).toMatch(/^Name: +acme-prod-eks$/m);
    expect(get.stdout).toMatch(/^Protected: +yes$/m);
    for (const section of ['Nodes', 'Namespaces', 'Pods', 'Volumes']) expect(get.stdout).toContain(`\n${section}\n`);
    const json = jsonOf(await s.cli(['clusters', 'get', 'ACME-PROD-EKS', '--nodes', '--json']));
    expect(json.nodes.length).toBeGreaterThan(0);
    expect(json.pods).toBeUndefined();
    const typo = await s.cli(['clusters', 'get', 'acme-prod-eksx']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(/Did you mean 'acme-prod-eks'\?/);
  });

  it('Given create choices, When checked, Then every broken rule named by its flag, nothing sent', async () => {
    const bad = await s.cli([
      'clusters',
      'create',
      '--provider',
      'AWS',
      '--region',
      'mars-1',
      '--kubernetes-version',
      '1.20',
      '--db-instance-type',
      'db.m5.large',
      '--db-storage',
      '40',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')).toEqual([
      'Error: --name: Please input environment name!',
      "--region: Region 'mars-1' is not offered: us-east-1, us-east-2, us-west-1, us-west-2, ca-central-1, ap-southeast-1.",
      "--kubernetes-version: Kubernetes version '1.20' is not offered: 1.26, 1.27, 1.28, 1.29, 1.30, 1.31.",
      '--db-storage: Database storage must be at least 140 GiB for db.m5.large.',
      '--agree-terms: Please check this field',
      '--workspace: Please input workspace name!',
      '--cloud-account: Required',
      '',
    ]);
    const gcp = await s.cli(['clusters', 'create', '--provider', 'GCP']);
    expect(gcp.stderr).toMatch(/^Error: --provider: GCP is coming soon/);
  });

  it('Given a DigitalOcean plan, When dry-run, Then the defaults, limits and choices; When created, Then a workspace on it', async () => {
    const args = [
      'clusters',
      'create',
      '--provider',
      'digital_ocean',
      '--name',
      'lyra',
      '--workspace',
      'Lyra Apps',
      '--cloud-account',
      'Forge DigitalOcean',
      '--db-engine',
      'postgres',
      '--limited',
      '--agree-terms',
    ];
    const dry = await s.cli([...args, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(jsonOf(dry)).toMatchObject({
      name: 'Lyra Apps',
      environment: {
        name: 'lyra',
        provider: 'DIGITAL_OCEAN',
        region: 'nyc1',
        kubernetesVersion: '1.32',
        dbEngine: 'postgres',
        dbEngineVersion: '16',
        maximumNodes: 2,
        ondemandMaxNodes: 3,
        isLimited: true,
      },
    });
    const wrongAccount = await s.cli([...args.slice(0, 9), 'Acme AWS', ...args.slice(10)]);
    expect(wrongAccount.stderr).toBe("Error: --cloud-account: 'Acme AWS' is a AWS account, not DIGITAL_OCEAN.\n");
    const file = join(mkdtempSync(join(tmpdir(), 'skiff-cluster-')), 'cluster.yaml');
    const answers = [
      'provider: DIGITAL_OCEAN',
      'name: lyra',
      'workspace: Lyra Apps',
      'cloudAccount: Forge DigitalOcean',
      'dbEngine: postgres',
      'isLimited: true',
      'agreeTermAndCondition: true',
    ];
    writeFileSync(file, `${answers.join('\n')}\n`);
    const fromFile = await s.cli(['clusters', 'create', '--file', file, '--dry-run']);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(jsonOf(fromFile)).toEqual(jsonOf(dry));
    writeFileSync(file, `${answers.join('\n').replace('isLimited: true', 'isLimited: yes')}\nzone: x\n`);
    const badFile = await s.cli(['clusters', 'create', '--file', file, '--dry-run']);
    expect([badFile.code, badFile.stderr]).toEqual([
      2,
      `Error: ${file}:6: isLimited: must be true or false\n${file}:8: zone: not a field of the cluster form: ` +
        'workspace, provider, cloudAccount, name, region, kubernetesVersion, instanceType, isLimited, nodes, ' +
        'onDemandNodes, dbInstanceType, dbEngine, dbStorage, agreeTermAndCondition\n',
    ]);
    const created = await s.cli(args);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /^Creating cluster lyra \(DIGITAL_OCEAN, nyc1, nodes 1\/1\/2, on-demand 1\/1\/3\) with workspace Lyra Apps \([0-9a-f]{24}\)\.\n$/,
    );
    const workspace = jsonOf(await s.cli(['workspaces', 'get', 'Lyra Apps', '--json']));
    expect(workspace.environment).toMatchObject({ name: 'lyra', provider: 'DIGITAL_OCEAN' });
    const listed = jsonOf(await s.cli(['clusters', 'list', '--search', 'lyra', '--json'])).items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: workspace.environment._id, clusterName: 'lyra', provider: 'DIGITAL_OCEAN' });
    expect(listed[0].lastActivity.action).toBe('CREATE_ENVIRONMENT');
    const log = await s.cli(['logs', 'tail', listed[0].lastActivity._id, '--follow']);
    expect(log.code, log.stderr).toBe(0);
    const lines = log.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(80);
    expect(lines[0]).toMatch(/Task CREATE_ENVIRONMENT started for cluster lyra \(DIGITAL_OCEAN\)\.$/);
    expect(lines.at(-1)).toMatch(/Cluster lyra is ACTIVE\.$/);
    const after = await s.cli(['clusters', 'list', '--search', 'lyra']);
    expect(after.stdout).toMatch(/^lyra +ACTIVE +DIGITAL_OCEAN +nyc1 +1\.32 +no +0 +[0-9a-f]{24}$/m);
  });

  const orion = ['clusters', 'create', '--provider', 'AWS', '--name', 'orion', '--workspace', 'Orion Apps'];
  const orionAccount = ['--cloud-account', 'Acme AWS', '--agree-terms'];

  it('Given bad node counts, When creating (human and --json), Then one sentence per flag, exit 2, nothing sent', async () => {
    const bad = ['--nodes', '3/2/6', '--on-demand-nodes', '0/1/2'];
    const messages = [
      'Error: --nodes 3/2/6: desired (2) must be between min (3) and max (6).',
      '--on-demand-nodes 0/1/2: give MIN/DESIRED/MAX as three whole numbers of at least 1, such as 1/2/6.',
      '',
    ];
    for (const mode of [[], ['--json']]) {
      const refused = await s.cli([...orion, ...orionAccount, ...bad, ...mode]);
      expect([refused.code, refused.stdout, refused.stderr.split('\n')]).toEqual([2, '', messages]);
    }
    const limited = await s.cli([
      ...orion,
      ...orionAccount,
      '--limited',
      '--nodes',
      '1/2/4',
      '--on-demand-nodes',
      '1/1/2',
    ]);
    expect([limited.code, limited.stdout, limited.stderr]).toEqual([
      2,
      '',
      'Error: --nodes 1/2/4: a limited AWS cluster has at most 3 nodes; contact support to expand.\n' +
        '--on-demand-nodes 1/1/2: a limited AWS cluster has at most 1 on-demand node; contact support to expand.\n',
    ]);
    const shape = await s.cli([...orion, ...orionAccount, '--nodes', '1/2', '--json']);
    expect([shape.code, shape.stdout]).toEqual([2, '']);
    expect(shape.stderr).toBe(
      'Error: --nodes 1/2: give MIN/DESIRED/MAX as three whole numbers of at least 1, such as 1/2/6.\n',
    );
    expect(jsonOf(await s.cli(['clusters', 'list', '--search', 'orion', '--json'])).items).toEqual([]);
  });

  it('Given --nodes and --on-demand-nodes, When dry-run then created, Then the counts are sent and the cluster has them', async () => {
    const help = await s.cli(['clusters', 'create', '--help']);
    const unwrapped = help.stdout.replace(/\s+/g, ' ');
    expect(unwrapped).toContain(
      '--nodes <min/desired/max> worker node counts, e.g. 1/2/6 (default: AWS 1/1/10, DIGITAL_OCEAN 1/1/2, AZURE 1/1/3; ' +
        'with --limited AWS 1/1/3, DIGITAL_OCEAN 1/1/2, AZURE 1/1/3)',
    );
    expect(unwrapped).toContain('--on-demand-nodes <min/desired/max> on-demand node counts (default: AWS 1/1/5,');
    expect(help.stdout).toMatch(/^ {2}\$ skiff clusters create .* --nodes 1\/2\/6 /m);
    const counts = ['--nodes', '1/2/6', '--on-demand-nodes', '1/1/3'];
    const sent = {
      minimumNodes: 1,
      desiredNodes: 2,
      maximumNodes: 6,
      ondemandMinNodes: 1,
      ondemandDesiredNodes: 1,
      ondemandMaxNodes: 3,
    };
    const dry = await s.cli([...orion, ...orionAccount, ...counts, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(jsonOf(dry).environment).toMatchObject({ name: 'orion', provider: 'AWS', ...sent });
    expect(dry.stderr).toBe('Dry run: nothing was sent.\n');
    const defaults = jsonOf(await s.cli([...orion, ...orionAccount, '--dry-run'])).environment;
    expect(defaults).toMatchObject({ minimumNodes: 1, desiredNodes: 1, maximumNodes: 10, ondemandMaxNodes: 5 });
    const created = await s.cli([...orion, ...orionAccount, ...counts]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /^Creating cluster orion \(AWS, us-east-1, nodes 1\/2\/6, on-demand 1\/1\/3\) with workspace Orion Apps \([0-9a-f]{24}\)\.\n$/,
    );
    const get = await s.cli(['clusters', 'get', 'orion']);
    expect(get.stdout).toMatch(/^Nodes \(min\/desired\/max\): +1\/2\/6$/m);
    expect(get.stdout).toMatch(/^On-demand nodes \(min\/desired\/max\): +1\/1\/3$/m);
    expect(jsonOf(await s.cli(['clusters', 'get', 'orion', '--json']))).toMatchObject(sent);
    const azure = ['clusters', 'create', '--provider', 'AZURE', '--name', 'hydra', '--workspace', 'Hydra Apps'];
    const json = await s.cli([
      ...azure,
      '--cloud-account',
      'Personal Azure',
      '--agree-terms',
      '--nodes',
      '2/2/3',
      '--json',
    ]);
    expect(json.code, json.stderr).toBe(0);
    expect(jsonOf(json).environment).toMatchObject({ minimumNodes: 2, desiredNodes: 2, maximumNodes: 3 });
  });

  it('Given --wait, When a cluster is created, Then its CREATE_ENVIRONMENT task is followed to ACTIVE (L16)', async () => {
    // A fresh name per try: a retried test must not meet its first try's cluster.
    const name = `vega${Date.now().toString(36)}`;
    const vega = ['clusters', 'create', '--provider', 'AWS', '--name', name, '--workspace', `${name} apps`];
    const dryWait = await s.cli([...vega, ...orionAccount, '--dry-run', '--wait']);
    expect([dryWait.code, dryWait.stdout, dryWait.stderr]).toEqual([
      2,
      '',
      'Error: --dry-run sends nothing: there is no task to --wait for; drop one of them.\n',
    ]);
    const noWait = await s.cli([...vega, ...orionAccount, '--timeout', '5m']);
    expect([noWait.code, noWait.stderr]).toEqual([
      2,
      'Error: --timeout only applies with --wait: add --wait, or drop --timeout.\n',
    ]);
    const waited = await s.cli([...vega, ...orionAccount, '--wait', '--timeout', '5m']);
    expect(waited.code, waited.stderr).toBe(0);
    expect(waited.stdout).toMatch(/^CREATE_ENVIRONMENT SUCCESS \(80 lines, [^)]+\)\n$/);
    expect(waited.stderr).toMatch(new RegExp(`^Created cluster ${name} \\(AWS, us-east-1, nodes 1/1/10, `, 'm'));
    const cluster = jsonOf(await s.cli(['clusters', 'get', name, '--json']));
    expect(cluster).toMatchObject({
      status: 'ACTIVE',
      lastActivity: { action: 'CREATE_ENVIRONMENT', status: 'SUCCESS' },
    });
    const json = await s.cli([
      ...vega.slice(0, 5),
      `${name}j`,
      '--workspace',
      `${name}j apps`,
      ...orionAccount,
      '--wait',
      '--json',
    ]);
    expect(json.code, json.stderr).toBe(0);
    expect(jsonOf(json)).toMatchObject({ action: 'CREATE_ENVIRONMENT', status: 'SUCCESS', lines: 80 });
  });

  it('Given protect and delete, When run, Then the spec refusals, then the deletions', async () => {
    const on = await s.cli(['clusters', 'protect', 'spare-fra1-doks', 'on']);
    expect(on.stdout).toBe('Cluster spare-fra1-doks is protected.\n');
    const off = await s.cli(['clusters', 'protect', 'spare-fra1-doks', 'off', '--json']);
    expect(jsonOf(off).isProtected).toBe(false);
    const busy = await s.cli(['clusters', 'delete', 'acme-prod-eks', '--yes']);
    expect([busy.code, busy.stderr.split('\n')[0]]).toEqual([
      6,
      'Error: Branches are deployed on this environment; delete them first.',
    ]);
    const unconfirmed = await s.cli(['clusters', 'delete', 'spare-fra1-doks']);
    expect(unconfirmed.stderr).toBe(
      'Error: To delete the cluster and its infrastructure spare-fra1-doks, add --yes.\n',
    );
    const deleted = await s.cli(['clusters', 'delete', 'spare-fra1-doks', '--yes', '--wait']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toMatch(/^DELETE_ENVIRONMENT SUCCESS/);
    const forced = await s.cli(['clusters', 'delete', 'broken-westus-aks', '--force', '--yes', '--json']);
    expect(jsonOf(forced)).toMatchObject({ name: 'broken-westus-aks', deleted: true });
    const names = jsonOf(await s.cli(['clusters', 'list', '--json'])).items.map(
      (e: { clusterName: string }) => e.clusterName,
    );
    expect(names).not.toContain('broken-westus-aks');
  });
});

describe('skiff cloud-accounts and hosted-zones', () => {
  it('Given each provider, When linking, Then missing fields are named and credentials come from stdin', async () => {
    const missing = await s.cli(['cloud-accounts', 'create', '--provider', 'DIGITAL_OCEAN', '--name', 'do-2']);
    expect(missing.stderr).toBe(
      'Error: doToken (stdin): Required\n--space-region: Required\ndoSpaceKey (stdin): Required\ndoSpaceSecret (stdin): Required\n' +
        'Pipe the credentials as KEY=VALUE lines on stdin with --secrets-stdin.\n',
    );
    const input = 'doToken=dop_v1_secret\ndoSpaceKey=DO00KEY\ndoSpaceSecret=space-secret\n';
    const args = ['--provider', 'DIGITAL_OCEAN', '--name', 'do-2', '--space-region', 'nyc3', '--secrets-stdin'];
    const linked = await s.cli(['cloud-accounts', 'create', ...args], { input });
    expect(linked.code, linked.stderr).toBe(0);
    expect(linked.stdout).toMatch(/^Linked DIGITAL_OCEAN account do-2 \([0-9a-f]{24}\)\.\n$/);
    const aws = [
      '--provider',
      'AWS',
      '--name',
      'aws-2',
      '--role-arn',
      'arn:aws:iam::123456789012:role/skiff',
      '--json',
    ];
    expect(jsonOf(await s.cli(['cloud-accounts', 'create', ...aws]))).toMatchObject({ name: 'aws-2', provider: 'AWS' });
    const list = await s.cli(['cloud-accounts', 'list']);
    expect(list.stdout).toMatch(/^do-2 +DIGITAL_OCEAN /m);
    expect(list.stdout).not.toContain('space-secret');
    const removed = await s.cli(['cloud-accounts', 'delete', 'do-2', '--yes']);
    expect(removed.stdout).toBe('Removed cloud account do-2.\n');
  });

  it('Given a hosted zone domain, When created, listed and deleted, Then the spec messages and the zone', async () => {
    const empty = await s.cli(['hosted-zones', 'create', ' ']);
    expect(empty.stderr).toBe("Error: DOMAIN ' ': Please input domain!\n");
    const invalid = await s.cli(['hosted-zones', 'create', 'not_a_domain']);
    expect(invalid.stderr).toBe("Error: DOMAIN 'not_a_domain': Domain is invalid.\n");
    const created = await s.cli(['hosted-zones', 'create', 'apps.example.com']);
    expect(created.stdout).toMatch(/^Created hosted zone apps\.example\.com \([0-9a-f]{24}\)\.\n/);
    expect((await s.cli(['hosted-zones', 'list'])).stdout).toMatch(/^apps\.example\.com +\S+ /m);
    const deleted = await s.cli(['hosted-zones', 'delete', 'apps.example.com', '--yes', '--json']);
    expect(jsonOf(deleted)).toMatchObject({ name: 'apps.example.com', deleted: true });
  });
});

describe('skiff users, admins and templates', () => {
  it('Given a new member, When created with the password on stdin, Then listed, with workspaces, then deleted', async () => {
    const none = await s.cli(['users', 'create', 'new.dev@example.com'], { input: '' });
    expect([none.code, none.stderr]).toEqual([
      2,
      'Error: No password on stdin: the first line is the password of the new account.\n',
    ]);
    const weak = await s.cli(['users', 'create', 'new.dev@example.com'], { input: 'weak\n' });
    expect(weak.stderr).toMatch(/^Error: Password must be 8-18 characters/);
    const mismatch = await s.cli(['users', 'create', 'new.dev@example.com'], { input: 'Str0ng!pass\nOther!pass1\n' });
    expect(mismatch.stderr).toBe('Error: Confirm password that you entered do not match!\n');
    const created = await s.cli(['users', 'create', 'New.Dev@Example.com'], { input: 'Str0ng!pass\n' });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^User was created successfully! new\.dev@example\.com \([0-9a-f]{24}\)\n$/);
    expect((await s.cli(['users', 'list', '--search', 'new.dev'])).stdout).toMatch(/^new\.dev@example\.com /m);
    const spaces = await s.cli(['users', 'workspaces', 'dev@demo.skiff.dev', '--json']);
    expect(jsonOf(spaces).items.map((w: { name: string }) => w.name)).toContain('Acme Production');
    const deleted = await s.cli(['users', 'delete', 'new.dev@example.com', '--yes']);
    expect(deleted.stdout).toBe('Deleted new.dev@example.com.\n');
  });

  it('Given administrators, When listed and one removed, Then the owner stays and the admin becomes a member', async () => {
    const list = await s.cli(['admins', 'list']);
    expect(list.stdout).toMatch(/^owner@demo\.skiff\.dev +.* INSTANCE_OWNER /m);
    const removed = await s.cli(['admins', 'remove', 'ops@demo.skiff.dev', '--yes']);
    expect(removed.stdout).toBe('ops@demo.skiff.dev is no longer an administrator.\n');
    const emails = jsonOf(await s.cli(['admins', 'list', '--json'])).items.map(
      (m: { rawInfo: { email: string } }) => m.rawInfo.email,
    );
    expect(emails).not.toContain('ops@demo.skiff.dev');
  });

  it('Given a template, When created, published and deleted, Then the spec messages', async () => {
    const missing = await s.cli(['templates', 'create', '--name', 'starter']);
    expect(missing.stderr).toBe('Error: --repo-url: Required\n--organization: Required\n');
    const args = [
      '--name',
      'starter-kit',
      '--repo-url',
      'https://example.com/acme/starter-kit',
      '--organization',
      'Acme Web',
    ];
    const created = await s.cli(['templates', 'create', ...args]);
    expect(created.stdout).toMatch(/^Created template starter-kit \([0-9a-f]{24}\), not published\.\n$/);
    const published = await s.cli(['templates', 'publish', 'starter-kit', 'on']);
    expect(published.stdout).toBe('Template starter-kit is Published.\n');
    expect((await s.cli(['templates', 'get', 'starter-kit'])).stdout).toMatch(/^Published: +Published$/m);
    const deleted = await s.cli(['templates', 'delete', 'starter-kit', '--yes']);
    expect(deleted.stdout).toBe('Delete the template successfully!\n');
  });

  it('Given a developer, When listing members, Then refused with exit 4', async () => {
    const login = [
      '--profile',
      'dev',
      'auth',
      'login',
      '--origin',
      s.emulator.origin,
      '--email',
      DEMO_DEV,
      '--password-stdin',
    ];
    expect((await s.cli(login, { input: DEMO_PASSWORD_FOR_TESTS })).code).toBe(0);
    const refused = await s.cli(['--profile', 'dev', 'users', 'list']);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(/^Error: /);
  });
});
