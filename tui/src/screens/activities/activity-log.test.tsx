import { followActivityLog } from '@skiff/sdk';
import { humanAction } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });

/** An activity's whole log as the SDK reads it: its lines and final status. */
async function readLog(activityId: string) {
  const lines: string[] = [];
  for await (const event of followActivityLog(session.client, activityId, { follow: false })) {
    if (event.type === 'end') return { lines, status: event.status };
    lines.push(event.message);
  }
  throw new Error('the log ended without its status');
}

describe("an activity's log", () => {
  it('Given an application with a finished deploy, When Enter opens its newest activity, Then its log shows from the end, scrolls up, and names its command', async () => {
    const { client } = session;
    const path = await demoApplication(client, 'Acme Production', 'storefront', 'main');
    const ids = { workspaceId: path.workspace.id, projectId: path.project.id, applicationId: path.application.id };
    const activityId = String((await client.applications.get(ids)).lastActivity?._id ?? '');
    expect(activityId).not.toBe('');
    const log = await readLog(activityId);
    expect(log.lines.length).toBeGreaterThan(1);

    const app = session.render({
      initialRoutes: [...routesTo(path), { ...path, name: 'appActivities' }],
    });
    await app.waitForText('Activities of main (');
    await app.press(KEYS.enter);
    // The progress bar also reads N/N: wait for the log's last line, drawn once the view is at the end.
    const frame = await app.waitForText(
      (f) => f.includes(log.lines.at(-1)!.slice(0, 40)) && f.includes(`${log.lines.length}/${log.lines.length}`),
      'the end of the log',
    );
    expect(frame).toContain(`${log.status}, ${log.lines.length} lines`);
    expect(frame).toContain(`Log of ${humanAction(String((await client.activities.get(activityId)).action))}`);
    expect(frame).toContain(log.lines.at(-1)!.slice(0, 40));
    expect(frame).toContain(`$ skiff logs tail ${activityId}`);
    await app.press('g');
    const top = await app.waitForText(`1/${log.lines.length}`);
    expect(top).toContain(log.lines[0]!.slice(0, 40));
    expect(top).not.toContain(log.lines.at(-1)!.slice(0, 40));
  });
});
