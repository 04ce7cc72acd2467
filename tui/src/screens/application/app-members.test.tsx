import { APPLICATION_MEMBER_REMOVED_MESSAGE, applicationMemberAddedMessage, emailFieldError } from '@skiff/sdk/domain';
import { DEMO_DEV } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { APP_MEMBERS_VIEW_ONLY_MESSAGE } from './app-members-screen.js';

const session = setupEmulatorSession();

describe("an application's members", () => {
  it('Given an overview, When m opens the members and a adds one by email, Then the email is checked as typed, the member is listed, and x removes it after a question', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('m');
    await app.waitForText('Members of main');
    expect(app.frame()).toContain('Home > Acme Production > storefront > main > Members');
    // The SDK's members form: the email checked as typed, sent trimmed and lower-cased.
    await app.press('a', ...'Dev@demo');
    await app.waitForText(emailFieldError('Dev@demo')!);
    await app.press(...'.skiff.dev', KEYS.enter);
    await app.waitForText(applicationMemberAddedMessage(DEMO_DEV));
    expect(await copiedCommand(app)).toBe(`skiff apps members add 'Acme Production/storefront/main' ${DEMO_DEV}`);
    await app.press('/', ...DEMO_DEV, KEYS.enter);
    await app.waitForText((f) => f.split('\n').some((line) => line.includes(DEMO_DEV) && !line.startsWith('/')));
    await app.press('x');
    await app.waitForText(`Remove ${DEMO_DEV} from main?`);
    await app.press('y');
    await app.waitForText(APPLICATION_MEMBER_REMOVED_MESSAGE);
    expect(await copiedCommand(app)).toBe(
      `skiff apps members remove 'Acme Production/storefront/main' ${DEMO_DEV} --yes`,
    );
    const left = await session.client.applications.members.list(path.ids, { pageSize: 100 });
    expect(left.items.some((m) => (m.rawInfo?.email ?? m.email) === DEMO_DEV)).toBe(false);
  });
});

describe("an application's members, seen by a developer", () => {
  it('Given a project developer, When they open the members and press a, Then the SDK rule refuses: only admins add or remove', async () => {
    const dev = await session.emulator.clientFor(DEMO_DEV);
    const path = await demoApplication(dev, 'Acme Production', 'storefront', 'main');
    const app = session.render({ client: dev, initialRoutes: [...routesTo(path), { name: 'appMembers', ...path }] });
    await app.waitForText(APP_MEMBERS_VIEW_ONLY_MESSAGE);
    await app.press('a');
    await app.waitForText((f) => f.split(APP_MEMBERS_VIEW_ONLY_MESSAGE).length === 3, 'the view-only notice');
    expect(app.frame()).not.toContain('their email');
  });
});
