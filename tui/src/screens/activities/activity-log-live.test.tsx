/**
 * A task log opened from Activities follows the task live (it was a frozen snapshot): new lines, a progress bar
 * against the spec's count, the final status, the workspace in the breadcrumb, and Abort Process on `A`.
 */
import { describe, expect, it } from 'vitest';
import { demoApplication } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

// 108 lines at 40 ms: a deploy runs about 4 s, long enough to open its log while it runs.
const session = setupEmulatorSession({ taskSpeed: 5 });

describe('the task log opened from Activities', () => {
  it('Given a deploy started elsewhere, When its row is opened, Then the log follows it live to SUCCESS with progress', async () => {
    const { client } = session;
    const path = await demoApplication(client, 'Acme Production', 'marketing-site', 'feature-login');
    const app = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceActivities', workspace: path.workspace }],
    });
    // The list is on screen with nothing running (the demo world's start-up deploy has ended before the emulator
    // answers), so the running row on top is this test's.
    await app.waitForText((f) => f.includes('Activities of Acme Production (') && !f.includes('IN_PROGRESS'));
    await client.applications.run('deploy', path.ids);
    await app.waitForText((f) => /> .*Deploy application.*IN_PROGRESS/.test(f), 'the running deploy on top');
    await app.press(KEYS.enter);
    const first = await app.waitForText((f) => f.includes('Log of Deploy application') && f.includes('following'));
    const linesAt = (f: string) => Number(/ (\d+) lines/.exec(f)?.[1] ?? -1);
    const opened = linesAt(first);
    expect(first.split('\n')[0]).toContain('Home > Acme Production > Log of Deploy application');
    await app.waitForText((f) => linesAt(f) > opened && f.includes('following'), 'more lines while it runs');
    const end = await app.waitForText(
      (f) => f.includes('SUCCESS') && f.includes('108/108') && !f.includes('following'),
      'the end',
      30_000,
    );
    expect(end).toContain('SUCCESS, 108 lines');
  });

  it('Given a running task that looks stuck, When A is pressed in its log, Then Abort Process is asked of the server', async () => {
    const { client } = session;
    const path = await demoApplication(client, 'Acme Production', 'legacy-lamp', 'feature-login');
    const { activityId } = await client.applications.run('deploy', path.ids);
    // The app's clock runs 6 minutes ahead: the running deploy looks stuck to it (the server knows better).
    const app = session.render({
      now: () => Date.now() + 6 * 60_000,
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'workspaceActivities', workspace: path.workspace },
        {
          name: 'activityLog',
          activity: { id: activityId ?? '', name: 'Deploy application' },
          inWorkspace: path.workspace,
        },
      ],
    });
    await app.waitForText('following');
    await app.press('A');
    await app.waitForText((f) => /aborted only after 5 minutes/.test(f.replace(/\s+/g, ' ')), 'the server refusal');
    expect(app.frame()).toContain('$ skiff activities abort');
  });
});
