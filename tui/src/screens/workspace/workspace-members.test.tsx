import { MEMBER_ROLE_MESSAGES } from '@skiff/sdk';
import {
  INVITATION_REMOVED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
} from '@skiff/sdk/domain';
import { DEMO_DEV, DEMO_OWNER } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import type { Named, Route } from '../../contexts/router-context.js';
import { demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { WORKSPACE_VIEW_ONLY_MESSAGE } from './members-screen.js';

const session = setupEmulatorSession({ push: false });
const routesTo = (workspace: Named): Route[] => [{ name: 'workspaces' }, { name: 'members', workspace }];

describe("a workspace's members and invitations against a real emulator", () => {
  it('Given the owner, When a collaborator is invited, switched and removed, Then the spec messages show and the server follows', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const members = await collect(client.workspaceMembers.list(workspace.id));
    const dev = members.find((m) => (m.rawInfo?.email ?? m.email) === DEMO_DEV);
    if (!dev) throw new Error('The developer is not in Acme Production');

    const devClient = await session.emulator.clientFor(DEMO_DEV);
    const viewer = session.render({ client: devClient, initialRoutes: routesTo(workspace) });
    await viewer.waitForText(DEMO_OWNER);
    await viewer.press('a');
    await viewer.waitForText(WORKSPACE_VIEW_ONLY_MESSAGE);
    viewer.unmount();

    const app = session.render({ initialRoutes: routesTo(workspace) });
    app.resize(140);
    await app.waitForText(DEMO_DEV);
    // The footer names the keys of the tab (it said only '/ filter  Tab tab').
    expect(app.frame()).toContain('a add  o role  x remove  / filter  Tab tab');
    await app.press('a', KEYS.enter);
    await app.waitForText('Email is require!');
    await app.press(...'new-dev@example.com', KEYS.enter);
    await app.waitForText('Developer (Enter) or Administrator');
    await app.press('x');
    await app.waitForText(MEMBER_ROLE_MESSAGES.workspace);
    await app.press(KEYS.backspace, ...'adm', KEYS.enter);
    await app.waitForText(INVITE_SUCCESS_MESSAGE);
    await app.waitForText(
      "skiff members invite new-dev@example.com --workspace 'Acme Production' --role WORKSPACE_ADMIN",
    );
    await app.waitForText((f) => /new-dev@example\.com\s+ADMINISTRATOR\s+Invited/.test(f), 'the invitation row');

    await app.press('/', ...'new-dev', KEYS.enter, 'x');
    await app.waitForText('Remove the invitation of new-dev@example.com?');
    await app.press('y');
    await app.waitForText(INVITATION_REMOVED_MESSAGE);
    const invitations = await collect(client.invitations.listForWorkspace(workspace.id));
    expect(invitations.some((i) => i.email === 'new-dev@example.com')).toBe(false);

    await app.press('/', KEYS.escape, '/', ...DEMO_DEV, KEYS.enter, 'o');
    await app.waitForText(`${DEMO_DEV} is now ADMINISTRATOR.`);
    expect(app.frame()).toContain(`skiff members role ${DEMO_DEV} WORKSPACE_ADMIN --workspace 'Acme Production'`);
    const promoted = (await collect(client.workspaceMembers.list(workspace.id))).find((m) => m._id === dev._id);
    expect(promoted?.role).toBe('WORKSPACE_ADMIN');
    await app.waitForText((f) => /dev@demo\.skiff\.dev\s+ADMINISTRATOR\s+Member/.test(f), 'the row reloaded');
    await app.press('o');
    await app.waitForText(`${DEMO_DEV} is now DEVELOPER.`);
    await app.waitForText((f) => /dev@demo\.skiff\.dev\s+DEVELOPER\s+Member/.test(f), 'the row reloaded');

    await app.press('x');
    await app.waitForText(`Remove the collaborator ${DEMO_DEV} from Acme Production?`);
    await app.press('y');
    await app.waitForText(WORKSPACE_COLLABORATOR_REMOVED_MESSAGE);
    const after = await collect(client.workspaceMembers.list(workspace.id));
    expect(after.some((m) => m._id === dev._id)).toBe(false);

    await app.press('/', KEYS.escape, '/', ...DEMO_OWNER, KEYS.enter, 'x');
    await app.waitForText(`${DEMO_OWNER} cannot be changed or removed (the owner, or yourself).`);

    // The invite link: l shows it, N replaces it and X disables it (each after a question); the platform follows.
    await app.press('l');
    const shown = /Invite link: (http\S+) \(joins as DEVELOPER\)/;
    await app.waitForText((f) => shown.test(f), 'the invite link');
    const first = shown.exec(app.frame())![1]!;
    expect(app.frame()).toContain("skiff invitations link 'Acme Production'");
    await app.press('N');
    await app.waitForText('Replace the invite link of Acme Production? The current link stops working.');
    await app.press('y');
    await app.waitForText((f) => shown.test(f) && shown.exec(f)![1] !== first, 'a new invite link');
    expect(app.frame()).toContain("skiff invitations link-refresh 'Acme Production' --yes");
    expect((await client.invitations.getInviteLink(workspace.id)).link).toBe(shown.exec(app.frame())![1]);
    await app.press('X');
    await app.waitForText('Disable the invite link of Acme Production? Nobody joins through it any more.');
    await app.press('y');
    await app.waitForText('Invite link: disabled');
    expect(app.frame()).toContain("skiff invitations link-delete 'Acme Production' --yes");
  });
});
