import { waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();

describe("a project's snapshots (issue 17: the TUI's snapshot hole)", () => {
  it('Given the seeded snapshots of storefront/main, When P opens them from the branches, Then Enter shows one and x deletes it after a question', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const before = await session.client.snapshots.ofApplication(path.application.id);
    expect(before.length).toBeGreaterThan(0);
    const [first] = before;
    const name = first!.name ?? first!._id;
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 3) });
    await app.waitForText('Branches of storefront');
    await app.press('P');
    await app.waitForText((f) => f.includes('Snapshots of storefront') && f.includes(name), 'the snapshots');
    expect(app.frame()).toContain('Home > Acme Production > storefront > Snapshots');
    await app.press('/', ...name, KEYS.enter);
    await app.press(KEYS.enter);
    await app.waitForText(`id ${first!._id}`);
    expect(await copiedCommand(app)).toBe(`skiff snapshots get ${first!._id}`);

    await app.press('x');
    await app.waitForText(`Delete the snapshot ${name} of main?`);
    await app.press('y');
    await app.waitForText(`Deleting the snapshot ${name}.`);
    expect(await copiedCommand(app)).toBe(`skiff snapshots delete ${first!._id} --yes --wait`);
    await waitFor(
      async () =>
        !(await session.client.snapshots.ofApplication(path.application.id)).some((s) => s._id === first!._id),
      'the snapshot deleted',
      20_000,
      100,
    );
  });
});
