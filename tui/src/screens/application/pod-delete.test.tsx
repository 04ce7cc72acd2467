import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();

describe("an application's pods", () => {
  it('Given a running branch, When K deletes one of its pods, Then an unknown name is refused, the named pod goes and is replaced (findings tui D6)', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const pods = (await session.client.applications.get(path.ids)).podDetails?.map((p) => String(p.podName)) ?? [];
    const pod = pods[0]!;
    expect(pod).toBeTruthy();
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText((f) => f.includes('Application main') && f.includes(pod), 'the overview with its pods');

    await app.press('K');
    await app.waitForText('Delete which pod of main?');
    await app.press(...'nope');
    await app.waitForText('No pod named nope.');
    await app.press(...Array.from({ length: 4 }, () => KEYS.backspace), ...pod, KEYS.enter);
    await app.waitForText(`Deleted pod ${pod}: it is replaced.`);
    expect(await copiedCommand(app)).toBe(`skiff apps delete-pod 'Acme Production/storefront/main' ${pod} --yes`);
    const after = (await session.client.applications.get(path.ids)).podDetails?.map((p) => String(p.podName)) ?? [];
    expect(after).not.toContain(pod);
    expect(after).toHaveLength(pods.length);
  });
});
