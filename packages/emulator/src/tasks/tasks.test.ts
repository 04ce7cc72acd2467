import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openPush, signIn, startTestEmulator, type TestEmulator, waitFor } from '../test-support.js';

describe('long actions and the task simulator', () => {
  let emu: TestEmulator;
  const tokens: Record<string, string> = {};
  let acme: string;
  const projects: Record<string, string> = {};

  async function app(project: string, branch: string) {
    const res = await api(
      emu.origin,
      tokens.owner,
      `/workspaces/${acme}/projects/${projects[project]}/applications?search=${branch}`,
    );
    return res.body.data.find((a: { name: string }) => a.name === branch);
  }
  const appPath = (project: string, id: string) =>
    `/workspaces/${acme}/projects/${projects[project]}/applications/${id}`;
  const waitForActivity = (id: string, status: string) =>
    waitFor(async () => (await api(emu.origin, tokens.owner, `/activities/${id}`)).body.status === status);

  beforeAll(async () => {
    // Live, as `skiff emulator start` runs it: the first test follows the demo world's start-up deploy.
    emu = await startTestEmulator({ allowFaultHeaders: true, settleStartupDeploys: false });
    for (const who of ['owner', 'admin', 'dev']) tokens[who] = await signIn(emu.origin, `${who}@demo.skiff.dev`);
    acme = (await api(emu.origin, tokens.owner, '/workspaces?search=acme')).body.data[0]._id;
    for (const p of (await api(emu.origin, tokens.owner, `/workspaces/${acme}/projects`)).body.data)
      projects[p.name] = p._id;
  });
  afterAll(() => emu.dispose());

  it('Given a fresh demo world, Then a develop deploy runs and ends with the app deployed', async () => {
    const develop = await app('storefront', 'develop');
    expect(develop.lastActivity.action).toBe('DEPLOY_APPLICATION');
    await waitForActivity(develop.lastActivity._id, 'SUCCESS');
    expect((await app('storefront', 'develop')).status).toBe('DEPLOY_APPLICATION_SUCCESS');
  });

  it('Given the dev in storefront, When deploying feature-login, Then lines, push messages, state and a notification follow', async () => {
    const push = await openPush(emu.origin, tokens.dev);
    await waitFor(() => push.messages.some((m) => m.type === 'ready'));
    push.send({ type: 'ping' });
    await waitFor(() => push.messages.some((m) => m.type === 'pong'));
    const target = await app('storefront', 'feature-login');
    const res = await api(emu.origin, tokens.dev, `${appPath('storefront', target._id)}/activate`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(res.status).toBe(200);
    const activityId = res.body.activityId as string;
    expect(res.body.application.lastActivity).toMatchObject({ _id: activityId, status: 'PENDING' });
    const again = await api(emu.origin, tokens.dev, `${appPath('storefront', target._id)}/activate`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Application task is in progress' } });

    // Follow the log with nextToken, as a client would, until the task is over.
    const lines: string[] = [];
    let token = '';
    let status = 'PENDING';
    await waitFor(async () => {
      const page = await api(
        emu.origin,
        tokens.dev,
        `/activities/${activityId}/logs?pageSize=20${token ? `&nextToken=${token}` : ''}`,
      );
      lines.push(...page.body.data.map((l: { message: string }) => l.message));
      token = page.body.nextToken;
      status = page.body.task.status;
      return status === 'SUCCESS' && page.body.data.length === 0;
    });
    expect(lines).toHaveLength(108);
    expect(new Set(lines).size).toBe(108);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \S/);
    expect(lines.at(-1)).toContain('https://feature-login-storefront.acme.demo.skiff.dev');

    const after = await app('storefront', 'feature-login');
    expect(after).toMatchObject({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 1 });
    expect(after.lastActivity).toMatchObject({ _id: activityId, status: 'SUCCESS' });
    expect(after.deployedBy.rawInfo.email).toBe('dev@demo.skiff.dev');

    await waitFor(() => push.messages.some((m) => m.type === 'notification'));
    const mine = push.messages.filter((m) => m.type === 'activity' && m.actionId === activityId);
    expect(mine.map((m) => m.status)[0]).toBe('PENDING');
    expect(mine.at(-1)).toMatchObject({
      status: 'SUCCESS',
      actionName: 'DEPLOY_APPLICATION',
      workspace: acme,
      deployment: null,
    });
    expect(mine.filter((m) => m.status === 'IN_PROGRESS').length).toBeGreaterThan(5);
    const versions = mine.map((m) => m.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(push.messages.find((m) => m.type === 'notification').unread).toBeGreaterThanOrEqual(1);
    const notes = await api(emu.origin, tokens.dev, '/notifications');
    expect(notes.body.data[0]).toMatchObject({ title: 'Deploy application succeeded', status: 'SUCCESS', seen: false });
    expect(notes.body.data[0].message).toContain('feature-login');
    expect(notes.body.data[0].message).toContain('storefront');
    push.close();
  });

  it('Given the dev, When deploying in marketing-site where he is no member, Then 403', async () => {
    const target = await app('marketing-site', 'feature-login');
    const res = await api(emu.origin, tokens.dev, `${appPath('marketing-site', target._id)}/activate`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'Sorry, you are not authorized to access this page.' } });
  });

  it('Given the workspace admin, When pausing then unpausing main of marketing-site, Then replicas go to 0 and back', async () => {
    const main = await app('marketing-site', 'main');
    const path = `${appPath('marketing-site', main._id)}/pause`;
    const paused = await api(emu.origin, tokens.admin, path, { method: 'PUT', body: '{"isEnable":true}' });
    expect(paused.status).toBe(200);
    await waitForActivity(paused.body.activityId, 'SUCCESS');
    expect((await app('marketing-site', 'main')).replicas).toBe(0);
    const twice = await api(emu.origin, tokens.admin, path, { method: 'PUT', body: '{"isEnable":true}' });
    expect(twice).toMatchObject({ status: 400, body: { message: 'Application is already paused.' } });
    const resumed = await api(emu.origin, tokens.admin, path, { method: 'PUT', body: '{"isEnable":false}' });
    await waitForActivity(resumed.body.activityId, 'SUCCESS');
    expect((await app('marketing-site', 'main')).replicas).toBe(2);
    const invalid = await api(emu.origin, tokens.admin, path, { method: 'PUT', body: '{}' });
    expect(invalid).toMatchObject({ status: 400, body: { message: ['isEnable must be a boolean value'] } });
  });

  it('Given a protected app and a not-deployed one, When undeploying, Then 400 with the sentence', async () => {
    const main = await app('storefront', 'main');
    const protectedRes = await api(emu.origin, tokens.owner, `${appPath('storefront', main._id)}/deactivate`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(protectedRes).toMatchObject({ status: 400, body: { message: 'This application is protected.' } });
    const hotfix = await app('legacy-lamp', 'hotfix-cart');
    const notDeployed = await api(emu.origin, tokens.owner, `${appPath('legacy-lamp', hotfix._id)}/deactivate`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(notDeployed.body.message).toBe('Application is not deployed.');
    const staging = await app('legacy-lamp', 'staging');
    const undeploy = await api(emu.origin, tokens.owner, `${appPath('legacy-lamp', staging._id)}/deactivate`, {
      method: 'PATCH',
      body: '{}',
    });
    await waitForActivity(undeploy.body.activityId, 'SUCCESS');
    expect(await app('legacy-lamp', 'staging')).toMatchObject({ status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 });
  });

  it('Given the task=error fault, When deploying, Then the activity ends in ERROR and a failure notification is stored', async () => {
    const hotfix = await app('marketing-site', 'hotfix-cart');
    const res = await api(emu.origin, tokens.owner, `${appPath('marketing-site', hotfix._id)}/activate`, {
      method: 'PATCH',
      body: '{}',
      headers: { 'x-skiff-fault': 'task=error' },
    });
    await waitForActivity(res.body.activityId, 'ERROR');
    const after = await app('marketing-site', 'hotfix-cart');
    expect(after).toMatchObject({ status: null, lastActivity: { status: 'ERROR' } });
    const notes = await api(emu.origin, tokens.owner, '/notifications');
    expect(notes.body.data[0]).toMatchObject({ title: 'Deploy application failed', status: 'ERROR' });
  });

  it('Given a push connection, When the first message is not a valid auth, Then it closes with 4401', async () => {
    const bad = await openPush(emu.origin, 'not-a-token');
    expect((await bad.closed).code).toBe(4401);
    const wrong = await openPush(emu.origin);
    wrong.send({ type: 'ping' });
    expect((await wrong.closed).code).toBe(4401);
  });
});
