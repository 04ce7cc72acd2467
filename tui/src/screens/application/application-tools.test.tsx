import { podDetailSchema } from '@skiff/sdk';
import {
  APPLICATION_EXPIRED_MESSAGE,
  formatCountdown,
  PMA_NOT_ENABLED_MESSAGE,
  toolTokenGeneratedMessage,
  VSCODE_NOT_ENABLED_MESSAGE,
} from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand } from '../../test/render-app.js';

const session = setupEmulatorSession();

/** Turns a tool on or off once the demo world's start-up tasks leave the application (409 until then). */
function setTool(
  path: Awaited<ReturnType<typeof demoApplication>>,
  flag: 'isEnablePMA' | 'isEnableEditor',
  on: boolean,
) {
  const update = () => session.client.applications.update(path.ids, { [flag]: on }).then(() => true);
  return waitFor(update, `${flag} ${on ? 'on' : 'off'} once no task runs`, 30_000, 250);
}

describe('the overview: tool sessions and countdowns', () => {
  it('Given PhpMyAdmin off, When P is pressed, Then the spec message; once on, P shows a new session URL, its 4-hour countdown and the skiff command', async () => {
    const path = await demoApplication(session.client, "Owner's Personal", 'playground', 'main');
    await setTool(path, 'isEnablePMA', false);
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.waitForText('State');
    await app.press('P');
    await app.waitForText(PMA_NOT_ENABLED_MESSAGE);
    app.unmount();
    await setTool(path, 'isEnablePMA', true);
    const enabled = session.render({ initialRoutes: routesTo(path) });
    await enabled.waitForText('State');
    await enabled.press('P');
    const shown = await enabled.waitForText(toolTokenGeneratedMessage('PhpMyAdmin'));
    expect(shown.replace(/\s+/g, ' ')).toMatch(new RegExp(`${session.emulator.origin}/proxy/v1/\\w+/`));
    await enabled.waitForText((f) => /PhpMyAdmin\s+session 0[34]:\d\d:\d\d left/.test(f), 'the session countdown');
    expect(await copiedCommand(enabled)).toBe("skiff apps phpmyadmin 'Owner'\\''s Personal/playground/main' --open");
  });

  it('Given a trial application that expires, When the clock is 90 minutes before its end and then after it, Then a countdown and then the spec message', async () => {
    const path = await demoApplication(session.client, 'Drupal Forge Sandbox', 'intranet', 'main');
    const expiredTime = (await session.client.applications.get(path.ids)).expiredTime!;
    const end = Date.parse(expiredTime);
    const before = session.render({ initialRoutes: routesTo(path), now: () => end - 90 * 60_000 });
    await before.waitForText(`Expires       in ${formatCountdown(90 * 60_000)}`);
    before.unmount();
    const after = session.render({ initialRoutes: routesTo(path), now: () => end + 1000 });
    await after.waitForText((f) => new RegExp(`Expires\\s+${APPLICATION_EXPIRED_MESSAGE}`).test(f), 'expired');
  });

  it('Given a running branch, When its overview shows, Then each pod the server reports is listed with its status, restarts and node', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    // Read through the SDK's pod schema (spec 002 section 3): the application schema keeps its pods loose.
    const pods = ((await session.client.applications.get(path.ids)).podDetails ?? []).map((pod) =>
      podDetailSchema.parse(pod),
    );
    expect(pods.length).toBeGreaterThan(0);
    const app = session.render({ initialRoutes: routesTo(path) });
    const frame = await app.waitForText(pods[0]!.podName);
    expect(frame).toMatch(new RegExp(`Pods\\s+${pods[0]!.podName}\\s+Running\\s+restarts 0\\s+on ${pods[0]!.node}`));
    for (const pod of pods.slice(0, 3)) expect(frame).toContain(pod.podName);
  });

  it('Given the editor off, When V is pressed, Then the spec message; once on (through the SDK), V shows a new editor session URL, its 4-hour countdown and the skiff command', async () => {
    const path = await demoApplication(session.client, "Owner's Personal", 'playground', 'main');
    await setTool(path, 'isEnableEditor', false);
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('State');
    await app.press('V');
    await app.waitForText(VSCODE_NOT_ENABLED_MESSAGE);
    app.unmount();
    await setTool(path, 'isEnableEditor', true);
    const enabled = session.render({ initialRoutes: routesTo(path) });
    await enabled.waitForText('State');
    await enabled.press('V');
    const shown = await enabled.waitForText(toolTokenGeneratedMessage('VSCode'));
    const token = (await session.client.applications.get(path.ids)).vscodeToken;
    expect(shown.replace(/\s+/g, '')).toContain(`${session.emulator.origin}/proxy/v1/${token?._id}/`);
    await enabled.waitForText((f) => /Code editor\s+session 0[34]:\d\d:\d\d left/.test(f), 'the editor countdown');
    expect(await copiedCommand(enabled)).toBe("skiff apps editor 'Owner'\\''s Personal/playground/main' --open");
  });
});
