import { applicationBranch } from '@skiff/sdk';
import {
  APPLICATION_DELETE_REFUSED_MESSAGE,
  APPLICATION_PROTECTED_MESSAGE,
  canDeleteApplication,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });

describe("a project's branch list deletes by the spec's rules (spec 002) against a real emulator", () => {
  it('Given a protected branch, a deployed one and one never deployed, When D is pressed on each, Then the first two are refused with their reasons and the last goes once branch/NAME is typed', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'feature-login');
    const branches = (await session.client.applications.list(path.workspace.id, path.project.id, { pageSize: 100 }))
      .items;
    const deployed = branches.find((a) => !a.enableDeletionProtection && !canDeleteApplication(a));
    if (!deployed) throw new Error('No deployed, unprotected branch in the demo world');
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 3) });
    await app.waitForText('feature-login');
    expect(app.frame()).toContain('D delete');
    await app.press('/', ...'main', KEYS.enter, 'D');
    await app.waitForText(APPLICATION_PROTECTED_MESSAGE);
    await app.press(KEYS.escape, '/', ...applicationBranch(deployed), KEYS.enter, 'D');
    await app.waitForText(APPLICATION_DELETE_REFUSED_MESSAGE);
    await app.press(KEYS.escape, '/', ...'feature-login', KEYS.enter, 'D');
    await app.waitForText('Type branch/feature-login to confirm');
    await app.press(...'branch/feature');
    await app.waitForText('Value is not matching!');
    await app.press(...'-login');
    await app.waitForText((f) => !f.includes('Value is not matching!'), 'the message gone');
    await app.press(KEYS.enter);
    await app.waitForText('The application feature-login was deleted.');
    await app.waitForText('Nothing matches the filter.');
    const left = (await session.client.applications.list(path.workspace.id, path.project.id, { pageSize: 100 })).items;
    expect(left.map(applicationBranch)).not.toContain('feature-login');
    expect(left.map(applicationBranch)).toContain('main');
  });
});
