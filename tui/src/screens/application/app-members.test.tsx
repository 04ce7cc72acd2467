import { APPLICATION_MEMBER_REMOVED_MESSAGE, applicationMemberAddedMessage, emailFieldError } from '@skiff/sdk/domain';
import { DEMO_DEV } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();

describe("an application's members", () => {
  it('Given an overview, When m opens the members and a adds one by email, Then the email is checked as typed, the member is listed, and x removes it after a question', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('m');
    await app.waitForText('Members of main');
    expect(app.frame()).toContain('Home > Acme Production > storefront > main > Members');
    await app.press('a', ...'dev@demo');
    await app.waitForText(emailFieldError('dev@demo')!);
    await app.press(...'.skiff.dev', KEYS.enter);
    await app.waitForText(applicationMemberAddedMessage(DEMO_DEV));
    await app.press('/', ...DEMO_DEV, KEYS.enter);
    await app.waitForText((f) => f.split('\n').some((line) => line.includes(DEMO_DEV) && !line.startsWith('/')));
    await app.press('x');
    await app.waitForText(`Remove ${DEMO_DEV} from main?`);
    await app.press('y');
    await app.waitForText(APPLICATION_MEMBER_REMOVED_MESSAGE);
    const left = await session.client.applications.members.list(path.ids, { pageSize: 100 });
    expect(left.items.some((m) => (m.rawInfo?.email ?? m.email) === DEMO_DEV)).toBe(false);
  });
});
