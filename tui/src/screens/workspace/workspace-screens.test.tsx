import { displayedApplicationState } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { createPushStateStore } from '../../services/push-state.js';
import { demoProject, demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();

describe('the workspace screens, the drawer and the header against a real emulator', () => {
  it('Given 25 more notifications, When n opens the drawer, Then 20 show, m loads more, previews are cut at 180, closing marks all seen, C clears all', async () => {
    for (let i = 1; i <= 24; i++)
      await session.client.notifications.create({ title: `Note ${i}`, message: `Message ${i}` });
    const long = `${'A'.repeat(170)}BBBBBBBBBB-TAIL-NOT-SHOWN`;
    await session.client.notifications.create({ title: 'Long one', message: long });
    const app = session.render();
    await app.waitForText('Acme Production');
    await app.waitForText((f) => /🔔 [1-9]\d*/.test(f), 'unread notifications');
    await app.press('n');
    // The newest first: nothing of the demo world's notifies after the notes above (testkit's emulator starts with its
    // start-up deploy ended).
    const first = await app.waitForText('Notifications (20)');
    expect(first).toMatch(/^> .*Long one/m);
    expect(first).toContain('Home > Notifications');
    expect(first).toContain('More to load: m load more');
    expect(first).toContain('BBBBBBBBBB…');
    expect(first).not.toContain('TAIL-NOT-SHOWN');
    await app.press('m');
    await app.waitForText((f) => /Notifications \((2[1-9]|[3-9]\d)\)/.test(f), 'more than 20');
    await app.press('n');
    await app.waitForText('🔔 0');
    expect(await session.client.notifications.unreadCount()).toBe(0);
    await app.press('n');
    await app.waitForText('Notifications (');
    await app.press('C');
    await app.waitForText('Clear all notifications? (y yes, n/Esc no)');
    await app.press('y');
    await app.waitForText('No notifications.');
    await app.press(KEYS.escape);
    await app.waitForText('Acme Production');
  });

  it('Given the push channel, When it is open or reconnecting, Then the header says live or reconnecting', async () => {
    const state = createPushStateStore();
    state.set('open');
    const app = session.render({ pushState: state });
    await app.waitForText((f) => f.split('\n')[0]!.includes('live'), 'live');
    state.set('connecting');
    await app.waitForText((f) => f.split('\n')[0]!.includes('reconnecting'), 'reconnecting');
    state.set('open');
    await app.waitForText((f) => f.split('\n')[0]!.includes('live') && !f.includes('reconnecting'), 'live again');
  });

  it('Given a workspace, When Tab is pressed, Then its applications (status filter, sorting), members and activities show in turn', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    await app.press('/', ...'Acme Production', KEYS.enter, KEYS.enter);
    await app.waitForText('Projects of Acme Production');
    await app.press(KEYS.tab);
    const all = await app.waitForText(
      (f) => f.includes('Applications of Acme Production (') && f.includes('Running'),
      'apps',
    );
    expect(all).toContain('Status: All');
    expect(all).toContain('storefront');
    await app.press('s');
    const deployed = await app.waitForText('Status: Deployed');
    expect(deployed).toContain('Running');
    expect(deployed).not.toContain('Not Deployed');
    expect(deployed).not.toContain('Paused');
    await app.press('s');
    const undeployed = await app.waitForText('Status: Undeployed');
    expect(undeployed).not.toContain('Running');
    await app.press('s', 's', 'o');
    await app.waitForText((f) => f.includes('Status: All') && f.includes('Deployed ↓'), 'sorted newest first');
    await app.press(KEYS.tab);
    await app.waitForText('Cluster deployments of Acme Production (');
    await app.press(KEYS.tab);
    await app.waitForText('VPS of Acme Production (');
    await app.press(KEYS.tab);
    const members = await app.waitForText('Members of Acme Production (');
    expect(members).toContain('OWNER');
    expect(members).toContain('Home > Acme Production > Members');
    await app.press(KEYS.tab);
    await app.waitForText('Custom domains of Acme Production (');
    await app.press(KEYS.tab);
    await app.waitForText('Catalogs of Acme Production (');
    await app.press(KEYS.tab);
    await app.waitForText('Activities of Acme Production (');
    await app.press(KEYS.tab);
    await app.waitForText('Help of Acme Production');
    await app.press(KEYS.tab);
    await app.waitForText('Settings of Acme Production');
    await app.press(KEYS.tab);
    await app.waitForText('Projects of Acme Production');
    await app.press(KEYS.escape);
    await app.waitForText('Workspaces');
  });

  it('Given a task in progress without update for over 5 minutes, When A is pressed on it, Then Abort Process is asked of the server', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const apps = (await session.client.applications.listInWorkspace(workspace.id, { pageSize: 100 })).items;
    const idle = apps.find((a) => displayedApplicationState(a).label === 'Not Deployed');
    if (!idle?.project) throw new Error('No undeployed branch in the demo world');
    const projectId = typeof idle.project === 'string' ? idle.project : idle.project._id;
    await session.client.applications.deploy({ workspaceId: workspace.id, projectId, applicationId: idle._id });
    // The app's clock runs 6 minutes ahead: the running deploy looks stuck to it (the server knows better).
    const later = () => Date.now() + 6 * 60_000;
    const app = session.render({ now: later, initialRoutes: [{ name: 'workspaceActivities', workspace }] });
    await app.waitForText((f) => f.includes('Deploy application') && f.includes('Abort Process (A)'), 'abort offered');
    await app.press('A');
    await app.waitForText((f) => /aborted only after 5 minutes/.test(f.replace(/\s+/g, ' ')), 'the server refusal');
  });

  it('Given a project with a tag, When t is pressed on its branches, Then the tags list with the spec badge', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const project = await demoProject(session.client, workspace, 'storefront');
    await session.client.deployments.create(workspace.id, project.id, { name: 'v1.2.3', containerImage: 'shop:1.2.3' });
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'projects', workspace },
        { name: 'branches', workspace, project },
      ],
    });
    await app.waitForText('Branches of storefront');
    await app.press('t');
    const tags = await app.waitForText('v1.2.3');
    expect(tags).toContain('Tags of storefront');
    expect(tags).toContain('shop:1.2.3');
    expect(tags).toContain('Not Deployed');
    expect(tags).toContain('Home > Acme Production > storefront > Tags');
  });
});
