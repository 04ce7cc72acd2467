import {
  ACCOUNT_PASSWORD_INVALID,
  ARN_ROLE_INVALID_MESSAGE,
  CLUSTER_DEFAULTS,
  CLUSTER_TERMS_REQUIRED_MESSAGE,
  CONFIRM_PASSWORD_MISMATCH,
  callbackOfQuickCreateUrl,
  EMAIL_REQUIRED_MESSAGE,
  ENVIRONMENT_NAME_REQUIRED_MESSAGE,
  LIMITED_CLUSTER_NODES,
  REQUIRED_MESSAGE,
  USER_CREATED_MESSAGE,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())('web admin forms: members, templates, cloud accounts (issue 6, spec 003)', () => {
  const web = useWebPage();

  it('Given the owner on /members, when creating a user, then the spec messages guard the form and the new member can be deleted', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/members`);
    const tabs = web.page.getByRole('navigation', { name: 'Members' });
    await tabs.getByRole('link', { name: 'Administrators' }).waitFor();
    const form = web.page.getByRole('form', { name: 'Create a user' });
    const create = form.getByRole('button', { name: 'Create user' });

    await create.click();
    await form.getByText(EMAIL_REQUIRED_MESSAGE).waitFor();
    await form.getByText(ACCOUNT_PASSWORD_INVALID).waitFor();

    await form.getByLabel('Email').fill('New.Member@Example.COM');
    await form.getByLabel('Password', { exact: true }).fill('Abcdefg1!Abcdefg1!X'); // 19 characters: one too many
    await form.getByLabel('Confirm password').fill('Abcdefg1!');
    await create.click();
    await form.getByText(ACCOUNT_PASSWORD_INVALID).waitFor();
    await form.getByText(CONFIRM_PASSWORD_MISMATCH).waitFor();
    expect(await form.getByText(EMAIL_REQUIRED_MESSAGE).count()).toBe(0);
    await screenshot(web.page, 'admin-members-create-errors');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await form.getByLabel('Password', { exact: true }).fill('Abcdefg1!Abcdefg1!'); // 18 characters: the maximum
    await form.getByLabel('Confirm password').fill('Abcdefg1!Abcdefg1!');
    await create.click();
    await form.getByText(USER_CREATED_MESSAGE).waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');

    const table = web.page.getByRole('table', { name: 'Members' });
    await web.page.getByLabel('Search members').fill('new.member');
    await web.page.waitForURL(/search=new.member/);
    const row = table.getByRole('row').filter({ hasText: 'new.member@example.com' });
    await row.getByText('Password', { exact: true }).waitFor();
    await screenshot(web.page, 'admin-members');
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const listed = await owner.members.list({ search: 'new.member' });
    expect(listed.items.map((m) => m.rawInfo?.email)).toEqual(['new.member@example.com']);

    await row.getByRole('button', { name: 'Delete new.member@example.com' }).click();
    await row.getByText('Delete the account of new.member@example.com?').waitFor();
    await row.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Deleted new.member@example.com.' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'new.member@example.com' }).waitFor({ state: 'detached' });
    expect((await owner.members.list({ search: 'new.member' })).items).toEqual([]);

    await tabs.getByRole('link', { name: 'Administrators' }).click();
    await web.page.waitForURL(/\/members\/administrators$/);
    await web.page.getByRole('table', { name: 'Administrators' }).getByText(DEMO_OWNER).waitFor();
  });

  it('Given the owner on /templates, when creating and then updating a template, then blank fields say Required, the saved type and roots come back, and the update publishes it with its capacity', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/templates`);
    await web.page.getByRole('button', { name: 'Create Template' }).click();
    const form = web.page.getByRole('form', { name: 'Create Template' });
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => form.getByText(REQUIRED_MESSAGE, { exact: true }).count()).toBe(6);
    expect(await form.getByLabel('Capacity').count()).toBe(0);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'admin-template-create-errors');

    await form.getByLabel('Name').fill('e2e-starter');
    await form.getByLabel('Repository URL').fill('https://github.com/example/e2e-starter');
    await form.getByLabel('Type').selectOption('drupal10');
    await form.getByLabel('Organization').fill('Example Org');
    await form.getByLabel('App Root').fill('/var/www/html');
    await form.getByLabel('Web Root').fill('/var/www/html/web');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await web.page.getByRole('status').filter({ hasText: 'e2e-starter created.' }).waitFor();
    const table = web.page.getByRole('table', { name: 'Templates' });
    const row = table.getByRole('row').filter({ hasText: 'e2e-starter' });
    await row.getByText('Not Published').waitFor();
    await row.getByText('Example Org').waitFor();

    await row.getByRole('button', { name: 'Edit e2e-starter' }).click();
    const update = web.page.getByRole('form', { name: 'Update Template' });
    expect(await update.getByLabel('Repository URL').inputValue()).toBe('https://github.com/example/e2e-starter');
    await update.getByLabel('Capacity').fill('');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await expect.poll(() => update.getByLabel('Capacity').getAttribute('aria-invalid')).toBe('true');
    expect(await update.getByRole('alert').filter({ hasText: REQUIRED_MESSAGE }).count()).toBeGreaterThan(0);
    // The type and the roots saved on create come back in the form.
    expect(await update.getByLabel('Type').inputValue()).toBe('drupal10');
    expect(await update.getByLabel('App Root').inputValue()).toBe('/var/www/html');
    expect(await update.getByLabel('Web Root').inputValue()).toBe('/var/www/html/web');
    await update.getByLabel('Web Root').fill('/var/www/html/docroot');
    await update.getByLabel('Capacity').fill('2');
    await update.getByLabel('Publish Template').check();
    await screenshot(web.page, 'admin-template-update');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await web.page.getByRole('status').filter({ hasText: 'e2e-starter updated.' }).waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByText('App Root /var/www/html · Web Root /var/www/html/docroot · Capacity 2').waitFor();
    await row.getByRole('cell', { name: 'drupal10', exact: true }).waitFor();

    // Opened again, the form shows the capacity the admin update saved.
    await row.getByRole('button', { name: 'Edit e2e-starter' }).click();
    expect(await web.page.getByRole('form', { name: 'Update Template' }).getByLabel('Capacity').inputValue()).toBe('2');
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const stored = (await owner.catalogs.list({ search: 'e2e-starter' })).items;
    expect(stored.map((c) => [c.name, c.isPublish, c.organization?.name])).toEqual([
      ['e2e-starter', true, 'Example Org'],
    ]);
  });

  it('Given the owner, when creating cloud accounts, then the name is required, Create waits for the provider fields and a bad ARN is refused', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/terraform/accounts`);
    await web.page.getByRole('link', { name: 'Create New Account' }).click();
    await web.page.waitForURL(/\/infrastructure-accounts\/add-infra-account$/);
    const basic = web.page.getByRole('form', { name: 'Basic Information' });
    await basic.getByRole('button', { name: 'Next' }).click();
    await basic.getByText(REQUIRED_MESSAGE, { exact: true }).waitFor();
    expect(await basic.getByRole('radio', { name: /GCP/ }).isDisabled()).toBe(true);
    await basic.getByLabel('Name').fill('e2e-aws');
    await basic.getByRole('button', { name: 'Next' }).click();

    const link = web.page.getByRole('form', { name: 'Link your Cloud Account' });
    const create = link.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);
    await link.getByLabel('Role ARN').fill('arn:aws:iam::123:role/other');
    await create.click();
    await link.getByText(ARN_ROLE_INVALID_MESSAGE).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'admin-cloud-account-aws');
    const arn = 'arn:aws:iam::123456789012:role/SkiffRole-Stack-SkiffRole-ABCDEFGHIJKLM';
    await link.getByLabel('Role ARN').fill(`  ${arn} `);
    await create.click();
    await web.page.waitForURL(/\/terraform\/accounts$/);
    const table = web.page.getByRole('table', { name: 'Cloud accounts' });
    await table.getByRole('row').filter({ hasText: 'e2e-aws' }).waitFor();

    await web.page.getByRole('link', { name: 'Create New Account' }).click();
    await basic.getByLabel('Name').fill('e2e-do');
    await basic.getByRole('radio', { name: 'Digital Ocean' }).check();
    await basic.getByRole('button', { name: 'Next' }).click();
    const values: Array<[string, string]> = [
      ['Token', 'dop_v1_secret'],
      ['Space region', 'nyc3'],
      ['Space key', 'DO00KEY'],
    ];
    for (const [label, value] of values) {
      await link.getByLabel(label).fill(value);
      expect(await create.isDisabled(), label).toBe(true);
    }
    await link.getByLabel('Space secret').fill('space-secret');
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    await web.page.waitForURL(/\/terraform\/accounts$/);
    await table.getByRole('row').filter({ hasText: 'e2e-do' }).getByText('Digital Ocean').waitFor();

    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const accounts = (await owner.cloudAccounts.list({ pageSize: 100 })).items;
    const aws = accounts.find((a) => a.name === 'e2e-aws');
    expect(aws?.provider).toBe('AWS');
    expect(aws?.awsArnRole ?? aws?.arnRole).toBe(arn);
    expect(accounts.find((a) => a.name === 'e2e-do')?.provider).toBe('DIGITAL_OCEAN');
  });

  it('Given the AWS account form, when the stack quick-create is clicked, then the AWS console opens with the callback, and the stack calling it back fills the Role ARN', async () => {
    await web.context.route('https://console.aws.amazon.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>AWS console</title>' }),
    );
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/infrastructure-accounts/add-infra-account`);
    const basic = web.page.getByRole('form', { name: 'Basic Information' });
    await basic.getByLabel('Name').fill('e2e-aws-stack');
    await basic.getByRole('button', { name: 'Next' }).click();
    const link = web.page.getByRole('form', { name: 'Link your Cloud Account' });
    await link.getByText('console.aws.amazon.com').waitFor();

    const opened = web.context.waitForEvent('page');
    await link.getByRole('button', { name: 'Create the role with an AWS stack' }).click();
    const awsWindow = await opened;
    await awsWindow.waitForURL(/^https:\/\/console\.aws\.amazon\.com\/cloudformation\/home/);
    expect(await awsWindow.evaluate(() => window.opener)).toBeNull();
    await link.getByText('Waiting for the stack to send the role ARN…').waitFor();
    await screenshot(web.page, 'admin-cloud-account-aws-stack');

    // The stack calls the platform back, as AWS would, on the address it was given.
    const callback = new URL(callbackOfQuickCreateUrl(awsWindow.url()) ?? '');
    expect(callback.origin).toBe(web.origin);
    const arn = 'arn:aws:iam::123456789012:role/skiffrole-skiffRole-ABCDEFGHIJKLM';
    callback.searchParams.set('arnRole', arn);
    expect((await fetch(callback)).status).toBe(200);

    await expect.poll(() => link.getByLabel('Role ARN').inputValue(), { timeout: 20_000 }).toBe(arn);
    await link.getByText('The stack sent the role ARN.').waitFor();
    await link.getByRole('button', { name: 'Create', exact: true }).click();
    await web.page.waitForURL(/\/terraform\/accounts$/);
    await web.page
      .getByRole('table', { name: 'Cloud accounts' })
      .getByRole('row')
      .filter({ hasText: 'e2e-aws-stack' })
      .waitFor();
  });

  it('Given the owner, when creating a limited Digital Ocean cluster, then the spec messages guard the form and the provider defaults are sent', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    await owner.cloudAccounts.create({
      name: 'e2e-do-cluster-account',
      provider: 'DIGITAL_OCEAN',
      doToken: 'dop_v1_x',
      doSpaceRegion: 'nyc3',
      doSpaceKey: 'key',
      doSpaceSecret: 'secret',
    });
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/terraform/infrastructure`);
    await web.page.getByRole('link', { name: 'New cluster' }).click();
    await web.page.waitForURL(/\/terraform\/add-cluster$/);
    const form = web.page.getByRole('form', { name: 'New cluster' });
    const create = form.getByRole('button', { name: 'Create cluster' });
    await create.click();
    for (const message of [
      WORKSPACE_NAME_REQUIRED_MESSAGE,
      ENVIRONMENT_NAME_REQUIRED_MESSAGE,
      CLUSTER_TERMS_REQUIRED_MESSAGE,
      REQUIRED_MESSAGE,
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await form.getByRole('radio', { name: 'Digital Ocean' }).check();
    const defaults = CLUSTER_DEFAULTS.DIGITAL_OCEAN;
    expect(await form.getByLabel('Region').inputValue()).toBe(defaults.region);
    expect(await form.getByLabel('Kubernetes version').inputValue()).toBe(defaults.kubernetesVersion);
    expect(await form.getByLabel('Database engine').inputValue()).toBe(defaults.dbEngine);
    await form.getByLabel('Workspace name').fill('E2E cluster workspace');
    await form.getByLabel('Cloud account').selectOption({ label: 'e2e-do-cluster-account' });
    await form.getByLabel('Cluster name').fill('e2e-doks');
    await form.getByLabel('Database engine').selectOption('postgres');
    await form.getByLabel(/Limited cluster/).check();
    await form.getByLabel('I agree to the Terms').check();
    await screenshot(web.page, 'admin-add-cluster');
    await create.click();
    await web.page.waitForURL(/\/terraform\/infrastructure$/);
    await web.page.getByRole('table', { name: 'Clusters' }).getByRole('link', { name: 'e2e-doks' }).waitFor();

    const clusters = (await owner.environments.list({ pageSize: 100 })).items as Array<Record<string, unknown>>;
    const created = clusters.find((c) => c.clusterName === 'e2e-doks' || c.name === 'e2e-doks');
    expect(created).toMatchObject({
      provider: 'DIGITAL_OCEAN',
      region: defaults.region,
      dbEngine: 'postgres',
      isLimited: true,
      maximumNodes: LIMITED_CLUSTER_NODES.DIGITAL_OCEAN.maximumNodes,
    });
  });

  it('Given more than 100 cloud accounts, when the new cluster form chooses a provider, then every account of it is offered', async () => {
    // ops@ (an instance admin), so that the owner's accounts in the other cases stay as they were.
    const ops = await apiClientFor(web.origin, 'ops@demo.skiff.dev');
    const run = Date.now().toString(36);
    for (let batch = 0; batch < 101; batch += 25) {
      const made = Array.from({ length: Math.min(25, 101 - batch) }, (_, i) =>
        ops.cloudAccounts.create({
          name: `do-${run}-${String(batch + i).padStart(3, '0')}`,
          provider: 'DIGITAL_OCEAN',
          doToken: 'dop_v1_x',
          doSpaceRegion: 'nyc3',
          doSpaceKey: 'key',
          doSpaceSecret: 'secret',
        }),
      );
      await Promise.all(made);
    }
    await signIn(web.page, web.origin, 'ops@demo.skiff.dev');
    await web.page.goto(`${web.origin}/terraform/add-cluster`);
    const form = web.page.getByRole('form', { name: 'New cluster' });
    await form.getByRole('radio', { name: 'Digital Ocean' }).check();
    const ours = form.getByLabel('Cloud account').locator('option', { hasText: `do-${run}-` });
    await expect.poll(() => ours.count()).toBe(101);
  });
});
