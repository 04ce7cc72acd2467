import { MEMBER_ROLE_MESSAGES } from '@skiff/sdk';
import {
  COLLABORATOR_REMOVED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVITATION_REMOVED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  projectRoleLabel,
} from '@skiff/sdk/domain';
import { DEMO_ADMIN, DEMO_DEV } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { VIEW_ONLY_MESSAGE } from './project-members-screen.js';

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

describe("managing a project's members", () => {
  it('Given a project developer, When they open the members, Then they see the collaborators only and cannot invite', async () => {
    const dev = await session.emulator.clientFor(DEMO_DEV);
    const path = await demoApplication(dev, 'Acme Production', 'storefront', 'main');
    const app = session.render({
      client: dev,
      initialRoutes: [...routesTo(path).slice(0, 3), { name: 'projectMembers', ...path }],
    });
    const frame = await app.waitForText(VIEW_ONLY_MESSAGE);
    expect(frame).toContain('Members of storefront');
    expect(frame).not.toContain('Invited');
    await app.press('a');
    await app.waitForText((f) => f.split(VIEW_ONLY_MESSAGE).length === 3, 'the view-only notice');
    expect(app.frame()).not.toContain('Invite a collaborator');
  });

  it('Given a project admin, When they invite, switch a role, remove a member and withdraw the invitation, Then the list, the API and the status line follow', async () => {
    const { client } = session;
    const path = await demoApplication(client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: [...routesTo(path).slice(0, 3), { name: 'projectMembers', ...path }] });
    app.resize(140);
    await app.waitForText('Members of storefront (');
    const ref = "'Acme Production/storefront'";

    await app.press('a', ...'new-dev@example');
    await app.waitForText(INVALID_EMAIL_MESSAGE);
    await app.press(...'.com', KEYS.enter);
    await app.waitForText('Role of new-dev@example.com');
    await app.press('x');
    await app.waitForText(MEMBER_ROLE_MESSAGES.project);
    await app.press(KEYS.backspace, 'd', KEYS.enter);
    let frame = await app.waitForText(INVITE_SUCCESS_MESSAGE);
    expect(frame).toContain(`$ skiff members invite new-dev@example.com --project ${ref} --role PROJECT_DEVELOPER`);
    frame = await app.waitForText('Invited');
    expect(frame).toMatch(/new-dev@example\.com\s+Developer\s+Invited/);
    const pending = await collect(client.invitations.listForProject(path.workspace.id, path.project.id));
    expect(pending.map((i) => [i.email, i.role])).toContainEqual(['new-dev@example.com', 'PROJECT_DEVELOPER']);

    await app.press('/', ...DEMO_DEV, KEYS.enter, 'o');
    frame = await app.waitForText(`${DEMO_DEV} is now Maintainer.`);
    expect(frame).toContain(`$ skiff members role ${DEMO_DEV} PROJECT_MAINTAINER --project ${ref}`);
    await app.waitForText((f) => /dev@demo\.skiff\.dev\s+Maintainer/.test(f), 'the new role in the list');
    await app.press('x');
    await app.waitForText(`Remove the collaborator ${DEMO_DEV} from storefront?`);
    await app.press('y');
    frame = await app.waitForText(COLLABORATOR_REMOVED_MESSAGE);
    expect(frame).toContain(`$ skiff members remove ${DEMO_DEV} --project ${ref} --yes`);
    const left = await collect(client.projectSettings.members(path.workspace.id, path.project.id));
    expect(left.map((m) => m.rawInfo?.email ?? m.email)).not.toContain(DEMO_DEV);

    await app.press(KEYS.escape, '/', ...'new-dev', KEYS.enter, 'x');
    await app.waitForText('Remove the invitation of new-dev@example.com?');
    await app.press('y');
    await app.waitForText(INVITATION_REMOVED_MESSAGE);
    expect(await collect(client.invitations.listForProject(path.workspace.id, path.project.id))).toEqual([]);

    await app.press(KEYS.escape, '/', ...DEMO_ADMIN, KEYS.enter, 'x');
    await app.waitForText(`${DEMO_ADMIN} cannot be changed or removed (the owner, or yourself).`);
  });
});
