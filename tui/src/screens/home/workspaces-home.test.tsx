import type { SkiffClient } from '@skiff/sdk';
import {
  AGREEMENT_REQUIRED_MESSAGE,
  ARN_ROLE_INVALID_MESSAGE,
  ARN_ROLE_REQUIRED_MESSAGE,
  ENVIRONMENT_REQUIRED_MESSAGE,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
  workspaceKindParams,
} from '@skiff/sdk/domain';
import { DEMO_DEV, DEMO_OWNER } from '@skiff/testkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { shellWord } from '../../commands/cli-equivalent.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { CREATE_WORKSPACE_ADMINS_ONLY } from '../workspace/use-create-workspace.js';

const session = setupEmulatorSession({ push: false });
const countIn = (frame: string) => Number(/Workspaces \((\d+)/.exec(frame)?.[1] ?? -1);

describe("Home's filters, pages, invitations, Start Here and Create Workspace against a real emulator", () => {
  let dev: SkiffClient;
  // Per test: after a failed test the session starts a fresh emulator, and the developer signs in to that one.
  beforeEach(async () => {
    dev = await session.emulator.clientFor(DEMO_DEV);
  });

  it('Given more than 12 workspaces, When f and z are pressed, Then one kind at a time is asked of the server and 12/24/50 a page show, with the skiff command', async () => {
    const { client } = session;
    const cluster = (await collect(client.environments.list({ pageSize: 100 })))[0]!;
    const all = await collect(client.workspaces.list({ pageSize: 100 }));
    for (let i = all.length; i < 14; i++) {
      await client.workspaces.create({ name: `Paging ${i}`, environmentId: cluster._id });
    }
    const total = (await collect(client.workspaces.list({ pageSize: 100 }))).length;
    const app = session.render();
    const first = await app.waitForText(`Workspaces (${total})`);
    expect(first).toContain('Page 1 of 2, 12 a page');
    expect(first).toContain('Kind: [All] Production Drupal Forge Personal');
    await app.press(']');
    await app.waitForText('Page 2 of 2, 12 a page');
    await app.press('z');
    const bigger = await app.waitForText('Page 1 of 1, 24 a page');
    expect(bigger).toContain('skiff workspaces list --page-size 24');
    for (const [label, key, flag] of [
      ['Production', 'regular', '--regular'],
      ['Drupal Forge', 'drupalForge', '--drupal-forge'],
      ['Personal', 'personal', '--personal'],
    ] as const) {
      const expected = await collect(client.workspaces.list({ pageSize: 100, ...workspaceKindParams(key) }));
      await app.press('f');
      const shows = (f: string) => expected.slice(0, 5).every((w) => f.includes(w.name.slice(0, 15)));
      const frame = await app.waitForText(
        (f) => f.includes(`[${label}]`) && countIn(f) === expected.length && shows(f),
        label,
      );
      expect(frame).toContain(`skiff workspaces list ${flag} --page-size 24`);
      const kinds = frame.split('\n').find((line) => line.startsWith('Kind:')) ?? '';
      expect(kinds.match(/\[/g)?.length).toBe(1);
    }
    await app.press('f');
    await app.waitForText((f) => f.includes('[All]') && countIn(f) === total, 'all again');
  });

  it('Given invitations for the developer, When I rejects one and i accepts the next, Then the line follows and Accept opens the workspace', async () => {
    const { client } = session;
    const mine = new Set((await collect(dev.workspaces.list({ pageSize: 100 }))).map((w) => w._id));
    const others = (await collect(client.workspaces.list({ pageSize: 100 }))).filter((w) => !mine.has(w._id));
    const [declined, joined] = others;
    if (!declined || !joined) throw new Error('The demo world has too few workspaces without the developer');
    await client.invitations.inviteToWorkspace(declined._id, { email: DEMO_DEV, role: 'DEVELOPER' });
    const app = session.render({ client: dev });
    app.resize(160);
    await app.waitForText(
      `Pending invitations (1, i accept, I reject): ${declined.name} from ${DEMO_OWNER} as DEVELOPER`,
    );
    await app.press('I');
    await app.waitForText(`The invitation to ${declined.name} was rejected.`);
    await app.waitForText((f) => !f.includes('Pending invitations'), 'no invitation left');
    expect(app.frame()).toContain(`skiff invitations reject ${shellWord(declined.name)}`);
    await client.invitations.inviteToWorkspace(joined._id, { email: DEMO_DEV, role: 'DEVELOPER' });
    await app.press('r');
    await app.waitForText(`Pending invitations (1, i accept, I reject): ${joined.name}`);
    await app.press('i');
    const opened = await app.waitForText(`Projects of ${joined.name}`);
    expect(opened).toContain(`skiff invitations accept ${shellWord(joined.name)}`);
    expect((await collect(dev.workspaces.list({ pageSize: 100 }))).some((w) => w._id === joined._id)).toBe(true);
  });

  it('Given a user without workspaces, When Home shows, Then Start Here offers Create Demo Workspace and c creates it', async () => {
    await session.client.members.create({ username: 'fresh@example.com', password: 'Fresh!2345' });
    const token = await session.emulator.tokenFor('fresh@example.com', 'Fresh!2345');
    const { SkiffClient } = await import('@skiff/sdk');
    const { undiciHttpClient } = await import('@skiff/sdk/node');
    const fresh = new SkiffClient({ origin: session.emulator.origin, http: undiciHttpClient(), token });
    const app = session.render({ client: fresh });
    await app.waitForText('Start Here: you have no workspace yet. c Create Demo Workspace');
    await app.press('a');
    await app.waitForText(CREATE_WORKSPACE_ADMINS_ONLY);
    await app.press('c');
    await app.waitForText('Created the demo workspace');
    await app.waitForText('Workspaces (1)');
    expect((await collect(fresh.workspaces.list())).length).toBe(1);
  });

  it('Given the instance owner, When a creates a workspace, Then the name and the cluster are checked with the spec messages and it is created', async () => {
    const { client } = session;
    const cluster = (await collect(client.environments.list({ pageSize: 100 })))[0]!;
    const app = session.render();
    app.resize(160);
    await app.waitForText('Workspaces (');
    await app.press('a');
    await app.waitForText('Create Workspace: its name');
    await app.press(KEYS.enter);
    await app.waitForText(WORKSPACE_NAME_REQUIRED_MESSAGE);
    await app.press(...'Acme QA', KEYS.enter);
    await app.waitForText('Enter alone keeps: This was created by owner@demo.skiff.dev.');
    await app.press(KEYS.enter);
    await app.waitForText('The cluster it runs on');
    await app.press(...'nowhere');
    await app.waitForText(ENVIRONMENT_REQUIRED_MESSAGE);
    await app.press(...Array(7).fill(KEYS.backspace), ...(cluster.name ?? ''), KEYS.enter);
    const done = await app.waitForText('The workspace Acme QA was created.');
    expect(done).toContain(
      `skiff workspaces create 'Acme QA' --description 'This was created by owner@demo.skiff.dev.' --cluster`,
    );
    const created = (await collect(client.workspaces.list({ search: 'Acme QA' }))).find((w) => w.name === 'Acme QA');
    expect(created?.description).toBe('This was created by owner@demo.skiff.dev.');
  });

  it('Given the instance owner, When new is typed for the cluster, Then the add-environment steps check the ARN role and the agreement and create the workspace with its cluster', async () => {
    const { client } = session;
    const app = session.render();
    app.resize(160);
    await app.waitForText('Workspaces (');
    await app.press('a');
    await app.waitForText('Create Workspace: its name');
    await app.press(...'Edge Team', KEYS.enter, KEYS.enter);
    await app.waitForText('new: a new AWS cluster');
    await app.press(...'new', KEYS.enter);
    await app.waitForText('Step 2 of 3, Link AWS Account: the ARN role');
    await app.press(KEYS.enter);
    await app.waitForText(ARN_ROLE_REQUIRED_MESSAGE);
    await app.press(...'arn:aws:iam::123:role/other');
    await app.waitForText(ARN_ROLE_INVALID_MESSAGE);
    await app.press(...Array(27).fill(KEYS.backspace));
    await app.press(...'arn:aws:iam::123456789012:role/skiffrole-abc-skiffRole-ABCDEFGHIJKLM', KEYS.enter);
    await app.waitForText('Step 3 of 3, Environment Configurations: the cluster name');
    await app.press(...'edge-eks', KEYS.enter, KEYS.enter);
    await app.waitForText('type yes to agree');
    await app.press('n', 'o');
    await app.waitForText(AGREEMENT_REQUIRED_MESSAGE);
    await app.press(KEYS.backspace, KEYS.backspace, ...'yes', KEYS.enter);
    const done = await app.waitForText('The workspace Edge Team was created with the cluster edge-eks.');
    expect(done).toContain(
      "skiff clusters create --provider AWS --name edge-eks --workspace 'Edge Team' --region us-east-1",
    );
    const created = (await collect(client.workspaces.list({ search: 'Edge Team' }))).find(
      (w) => w.name === 'Edge Team',
    );
    expect(created?.environment?.clusterName).toBe('edge-eks');
  });
});
