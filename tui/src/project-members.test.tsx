import { projectRoleLabel } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { collect } from './screens/collect.js';
import { demoApplication, routesTo } from './test/demo-paths.js';
import { setupEmulatorSession } from './test/emulator-session.js';
import { KEYS } from './test/render-app.js';

const session = setupEmulatorSession({ push: false });

describe("a project's members", () => {
  it('Given a project, When the palette runs "members of the project", Then its collaborators show with Owner, Maintainer or Developer', async () => {
    const { client } = session;
    const path = await demoApplication(client, 'Acme Production', 'storefront', 'main');
    const members = await collect(client.projectSettings.members(path.workspace.id, path.project.id));
    expect(members.length).toBeGreaterThan(0);
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 3) });
    await app.waitForText('Branches of storefront');
    await app.press(':', ...'members of the project', KEYS.enter);
    const frame = await app.waitForText(`Members of storefront (${members.length})`);
    expect(frame).toContain('Home > Acme Production > storefront > Members');
    for (const member of members.slice(0, 5)) {
      expect(frame).toContain(member.displayName ?? '');
      expect(['Owner', 'Maintainer', 'Developer']).toContain(projectRoleLabel(member.role));
      expect(frame).toContain(projectRoleLabel(member.role));
    }
  });
});
