import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });

describe("an application's expiry (spec 002 section 7; issue 17 TUI holes)", () => {
  it('Given a trial application, When E is pressed on its overview, Then the platform pushes the expiry back and says until when', async () => {
    const path = await demoApplication(session.client, 'Drupal Forge Sandbox', 'intranet', 'main');
    const before = (await session.client.applications.get(path.ids)).expiredTime;
    expect(before).toBeTruthy();
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('E');
    await app.waitForText((f) => /main now expires \d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d\./.test(f), 'the new expiry');
    const after = (await session.client.applications.get(path.ids)).expiredTime;
    expect(Date.parse(String(after))).toBeGreaterThan(Date.parse(String(before)));
    expect(await copiedCommand(app)).toBe("skiff apps extend 'Drupal Forge Sandbox/intranet/main'");
  });

  it('Given an application without an expiry, When E is pressed, Then the refusal shows and nothing changes', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('E');
    await app.waitForText('This application has no expiration time.');
    expect((await session.client.applications.get(path.ids)).expiredTime ?? null).toBeNull();
  });
});
