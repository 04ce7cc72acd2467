import {
  ACCOUNT_PASSWORD_INVALID,
  CLUSTER_TERMS_REQUIRED_MESSAGE,
  CONFIRM_PASSWORD_MISMATCH,
  ENVIRONMENT_NAME_REQUIRED_MESSAGE,
  HOSTED_ZONE_DOMAIN_INVALID,
  HOSTED_ZONE_DOMAIN_REQUIRED,
  REQUIRED_MESSAGE,
  TEMPLATE_DELETE_QUESTION,
  TEMPLATE_DELETED_MESSAGE,
  USER_CREATED_MESSAGE,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS, type RenderedApp } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession({ push: false });

/** Presses A on Home until the admin area opens, then Tab to the section titled `section`. */
async function openSection(app: RenderedApp, section: string, tabs: number): Promise<void> {
  // Wide enough for the whole status line and the longest rule message on one line.
  app.resize(320);
  await app.waitForText('Workspaces (');
  await app.waitForText((frame) => {
    if (frame.includes('Home > Admin > Clusters')) return true;
    void app.press('A');
    return false;
  }, 'the admin area');
  await app.press(...Array.from({ length: tabs }, () => KEYS.tab));
  await app.waitForText(`Home > Admin > ${section}`);
  await app.waitForText(`${section} (`);
}

/** The form row of a field: its label, then what it holds. */
const row = (frame: string, label: string) => frame.split('\n').find((line) => line.includes(label)) ?? '';

describe('the new-cluster form (spec 003 sections 5 and 9)', () => {
  it('Given the AWS defaults, When Enter is pressed empty, Then every broken rule shows its message, and they go as the fields are filled', async () => {
    const app = session.render();
    await openSection(app, 'Clusters', 0);
    await app.press('a');
    let frame = await app.waitForText('Home > Admin > New cluster');
    expect(row(frame, 'Provider')).toContain('AWS');
    expect(row(frame, 'Region')).toContain('us-east-1');
    expect(row(frame, 'Kubernetes version')).toContain('1.30');
    expect(row(frame, 'Instance type')).toContain('t3.medium');
    expect(row(frame, 'Database storage')).toContain('20');
    expect(row(frame, 'Database instance type')).toContain('db.t3.micro');
    expect(row(frame, 'Worker nodes')).toContain('1/1/10');
    expect(row(frame, 'On-demand nodes')).toContain('1/1/5');
    await app.press(KEYS.enter);
    frame = await app.waitForText(CLUSTER_TERMS_REQUIRED_MESSAGE);
    expect(row(frame, 'Workspace name')).toContain(WORKSPACE_NAME_REQUIRED_MESSAGE);
    expect(row(frame, 'Cluster name')).toContain(ENVIRONMENT_NAME_REQUIRED_MESSAGE);
    expect(row(frame, 'Cloud account')).toContain(REQUIRED_MESSAGE);
    await app.press(...'Orion');
    frame = await app.waitForText('Orion_');
    expect(frame).not.toContain(WORKSPACE_NAME_REQUIRED_MESSAGE);
    await app.press(KEYS.escape);
    await app.waitForText('Clusters (');
  });

  it('Given DigitalOcean and the limited mode, When the form is filled and Enter pressed, Then the cluster is created with the limited nodes, the status line has its skiff command, and its activities tab has the creation task', async () => {
    const accounts = await collect(session.client.cloudAccounts.list());
    const account = accounts.find((a) => a.provider === 'DIGITAL_OCEAN');
    expect(account).toBeDefined();
    const app = session.render();
    await openSection(app, 'Clusters', 0);
    await app.press('a');
    await app.waitForText('Home > Admin > New cluster');
    await app.press(KEYS.down, KEYS.right);
    let frame = await app.waitForText((f) => row(f, 'Provider').includes('DIGITAL_OCEAN'), 'DigitalOcean');
    expect(row(frame, 'Region')).toContain('nyc1');
    expect(row(frame, 'Kubernetes version')).toContain('1.32');
    expect(row(frame, 'Instance type')).toContain('s-2vcpu-4gb');
    expect(row(frame, 'Database instance type')).toContain('db-s-1vcpu-1gb');
    expect(row(frame, 'Database engine')).toContain('mysql');
    expect(row(frame, 'Database storage')).toContain('10');
    await app.press(KEYS.up, ...'Lyra Apps', KEYS.down, KEYS.down);
    await app.press(KEYS.right, KEYS.down, ...'lyra-tui');
    await app.press(...Array.from({ length: 4 }, () => KEYS.down), KEYS.right);
    frame = await app.waitForText('Limited cluster: at most 3 nodes; contact support to expand.');
    expect(row(frame, 'Worker nodes')).toContain('1/1/2');
    expect(row(frame, 'On-demand nodes')).toContain('1/1/3');
    await app.press(...Array.from({ length: 4 }, () => KEYS.down), KEYS.right);
    frame = await app.waitForText((f) => row(f, 'Database engine').includes('postgres'), 'postgres');
    await app.press(KEYS.down, KEYS.down, KEYS.right, KEYS.enter);
    frame = await app.waitForText('Creating the cluster lyra-tui with the workspace Lyra Apps…');
    expect(frame).toContain('Home > Admin > Clusters');
    expect(frame).toContain(
      `$ skiff clusters create --workspace 'Lyra Apps' --provider DIGITAL_OCEAN --cloud-account '${account?.name}' --name lyra-tui --limited --db-engine postgres --agree-terms`,
    );
    const created = (await collect(session.client.environments.list({ search: 'lyra-tui' }))).find(
      (c) => c.name === 'lyra-tui',
    );
    expect(created?.maximumNodes).toBe(2);
    expect(created?.ondemandMaxNodes).toBe(3);
    expect(created?.dbEngine).toBe('postgres');
    await app.press('/', ...'lyra-tui', KEYS.enter);
    await app.waitForText('Clusters (1 of');
    await app.press(KEYS.enter);
    // Its creation task is quick here: once the overview says ACTIVE, every tab is there.
    await app.waitForText((f) => {
      if (/Status\s+ACTIVE/.test(f)) return true;
      if (f.includes('Created by')) void app.press('r');
      return false;
    }, 'the cluster ACTIVE');
    await app.press(...Array.from({ length: 7 }, () => KEYS.tab));
    await app.waitForText('> lyra-tui > Activities');
    await app.waitForText('Create environment');
    // The workspace's own creation (Create namespace) is the cluster's newest activity: filter to the cluster's.
    await app.press('/', ...'environment', KEYS.enter);
    await app.waitForText('Activities of lyra-tui (1 of');
    await app.press(KEYS.enter);
    await app.waitForText('Home > Log of Create environment');
  });
});

describe('hosted zones, members and templates (spec 003 sections 2.12, 2.13 and 5; cloud accounts: cloud-account-wizard.test.tsx)', () => {
  it('Given the hosted-zone form, When the domain is empty or invalid, Then the spec messages show; a valid one is created, then x deletes it', async () => {
    const app = session.render();
    await openSection(app, 'Hosted zones', 2);
    await app.press('a');
    await app.waitForText('Home > Admin > New hosted zone');
    await app.press(KEYS.enter);
    await app.waitForText(HOSTED_ZONE_DOMAIN_REQUIRED);
    await app.press(...'not a domain');
    await app.waitForText(HOSTED_ZONE_DOMAIN_INVALID);
    for (let i = 0; i < 'not a domain'.length; i++) await app.press(KEYS.backspace);
    await app.press(...'zone.tui-test.dev', KEYS.enter);
    let frame = await app.waitForText('The hosted zone zone.tui-test.dev was created.');
    expect(frame).toContain('$ skiff hosted-zones create zone.tui-test.dev');
    await app.press('/', ...'tui-test', KEYS.enter);
    await app.waitForText('Hosted zones (1 of');
    await app.press('x');
    await app.waitForText('Delete the hosted zone zone.tui-test.dev? (y yes');
    await app.press('y');
    frame = await app.waitForText('The hosted zone zone.tui-test.dev was deleted.');
    expect(frame).toContain('$ skiff hosted-zones delete zone.tui-test.dev --yes');
    await app.waitForText('Hosted zones (0 of');
  });

  it('Given the member form, When the password breaks the 8-18 rule or the confirmation differs, Then their messages show; a good one creates the user, x deletes it', async () => {
    const app = session.render();
    await openSection(app, 'Members', 3);
    await app.press('a');
    await app.waitForText('Home > Admin > New member');
    await app.press(...'New.Member@Example.com', KEYS.down, ...'short');
    let frame = await app.waitForText(ACCOUNT_PASSWORD_INVALID);
    expect(row(frame, 'Password')).toContain('•••••');
    expect(frame).not.toContain('short');
    await app.press(...'Ab1!xyz', KEYS.down, ...'nope');
    await app.waitForText(CONFIRM_PASSWORD_MISMATCH);
    for (let i = 0; i < 4; i++) await app.press(KEYS.backspace);
    await app.press(...'shortAb1!xyz', KEYS.enter);
    frame = await app.waitForText(USER_CREATED_MESSAGE);
    expect(frame).toContain('$ skiff users create new.member@example.com');
    await app.press('/', ...'new.member', KEYS.enter);
    await app.waitForText('Members (1 of');
    await app.press('x', 'y');
    await app.waitForText('The account of new.member@example.com was deleted.');
    await app.waitForText('$ skiff users delete new.member@example.com --yes');
    await app.waitForText('Members (0 of');
  });

  it('Given the templates, When one is created (Required first), edited with its capacity and deleted, Then the spec texts and each command show', async () => {
    const app = session.render();
    await openSection(app, 'Templates', 5);
    await app.press('a');
    await app.waitForText('Home > Admin > Create Template');
    await app.press(KEYS.enter);
    let frame = await app.waitForText(REQUIRED_MESSAGE);
    expect(row(frame, 'Repository URL')).toContain(REQUIRED_MESSAGE);
    await app.press(...'tui-starter', KEYS.down, ...'https://github.com/acme/tui-starter', KEYS.down, KEYS.down);
    await app.press(...'Acme Web', KEYS.down, ...'/var/www', KEYS.down, ...'web', KEYS.enter);
    frame = await app.waitForText('tui-starter created.');
    expect(frame).toContain(
      "$ skiff templates create --name tui-starter --repo-url https://github.com/acme/tui-starter --organization 'Acme Web'",
    );
    await app.press('/', ...'tui-starter', KEYS.enter);
    frame = await app.waitForText('Templates (1 of');
    expect(frame).toContain('Not Published');
    await app.press('e');
    await app.waitForText('Update Template tui-starter');
    frame = await app.waitForText((f) => row(f, 'Repository URL').includes('tui-starter'), 'the loaded template');
    await app.press(...Array.from({ length: 10 }, () => KEYS.down));
    await app.press(KEYS.enter);
    await app.waitForText((f) => row(f, 'Capacity').includes(REQUIRED_MESSAGE), 'capacity required');
    await app.press(...'2', KEYS.down, KEYS.right, KEYS.enter);
    frame = await app.waitForText('tui-starter updated.');
    expect(frame).toContain('$ skiff templates publish tui-starter on');
    await app.waitForText((f) => /tui-starter\s+\S+\s+Published/.test(f), 'published in the list');
    await app.press('x');
    await app.waitForText(`${TEMPLATE_DELETE_QUESTION} (y yes`);
    await app.press('y');
    frame = await app.waitForText(TEMPLATE_DELETED_MESSAGE);
    expect(frame).toContain('$ skiff templates delete tui-starter --yes');
  });

  it('Given the administrators, When listed, Then the instance owner and the other administrators show with their roles', async () => {
    const app = session.render();
    await openSection(app, 'Administrators', 4);
    const frame = await app.waitForText('ops@demo.skiff.dev');
    expect(frame).toMatch(/owner@demo\.skiff\.dev\s+Instance owner/);
    expect(frame).toMatch(/ops@demo\.skiff\.dev\s+Administrator/);
    expect(frame).toContain('$ skiff admins list');
  });
});
