import { CLUSTER_PAGE_SIZES, MEMBER_PAGE_SIZES, NO_WORKSPACE_TEXT } from '@skiff/sdk/domain';
import { DEMO_DEV } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import type { AdminSection } from './admin-routes.js';

const session = setupEmulatorSession({ push: false });

/** The app on an admin section, as the owner who opened it from Home. */
function onSection(section: AdminSection) {
  return session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'admin', section }] });
}

describe("the admin lists' page sizes (spec 003 section 9)", () => {
  it('Given more members than a page, When z is pressed, Then 24 a page becomes 50 and back, and ] turns the page', async () => {
    const { client } = session;
    const before = (await collect(client.members.list())).length;
    for (let i = before; i <= MEMBER_PAGE_SIZES[0]; i++) {
      await client.members.create({ username: `paged.${i}@example.com`, password: 'Paged!pass1' });
    }
    const total = (await collect(client.members.list())).length;
    expect(total).toBeGreaterThan(MEMBER_PAGE_SIZES[0]);
    const app = onSection('members');
    await app.waitForText(`Members (${total})`);
    await app.waitForText(`Page 1 of 2, ${MEMBER_PAGE_SIZES[0]} a page`);
    await app.press(']');
    await app.waitForText(`Page 2 of 2, ${MEMBER_PAGE_SIZES[0]} a page`);
    await app.press('z');
    await app.waitForText(`Page 1 of 1, ${MEMBER_PAGE_SIZES[1]} a page`);
    await app.press('z');
    await app.waitForText(`Page 1 of 2, ${MEMBER_PAGE_SIZES[0]} a page`);
  });

  it('Given the clusters, When z is pressed twice, Then they show 12, 24 then 50 a page', async () => {
    const app = onSection('clusters');
    await app.waitForText('Clusters (');
    for (const size of CLUSTER_PAGE_SIZES) {
      await app.waitForText(`${size} a page`);
      await app.press('z');
    }
    await app.waitForText(`${CLUSTER_PAGE_SIZES[0]} a page`);
  });
});

describe("a member's workspaces (spec 003 section 2.12)", () => {
  it('Given Admin > Members, When Enter is pressed on a member, Then their workspaces show with the e-mail in the breadcrumb and its skiff command, and Enter opens one', async () => {
    const { client } = session;
    const dev = (await collect(client.members.list({ search: DEMO_DEV }))).find((m) => m.rawInfo?.email === DEMO_DEV);
    if (!dev) throw new Error(`No member ${DEMO_DEV}`);
    const theirs = await collect(client.members.workspaces(dev._id));
    expect(theirs.length).toBeGreaterThan(0);
    const app = onSection('members');
    await app.waitForText('Members (');
    await app.press('/', ...DEMO_DEV, KEYS.enter);
    await app.waitForText('Members (1 of');
    await app.press(KEYS.enter);
    let frame = await app.waitForText(`Workspaces of ${DEMO_DEV} (${theirs.length})`);
    expect(frame).toContain(`Home > Admin > Members > ${DEMO_DEV}`);
    expect(frame).toContain(`$ skiff users workspaces ${DEMO_DEV}`);
    for (const w of theirs) expect(frame).toContain(w.name);
    await app.press(KEYS.enter);
    frame = await app.waitForText(`Home > ${theirs[0]!.name}`);
    await app.press(KEYS.escape);
    await app.waitForText(`Workspaces of ${DEMO_DEV}`);
    await app.press(KEYS.escape);
    frame = await app.waitForText('Members (');
    expect(frame).not.toContain(`Home > Admin > Members > ${DEMO_DEV}`);
  });

  it('Given a member who belongs to no workspace, When opened, Then the page says No Workspace', async () => {
    const { client } = session;
    const email = 'lonely@example.com';
    await client.members.create({ username: email, password: 'Lonely!pass1' });
    const app = onSection('members');
    await app.waitForText('Members (');
    await app.press('/', ...email, KEYS.enter);
    await app.waitForText('Members (1 of');
    await app.press(KEYS.enter);
    await app.waitForText(`Workspaces of ${email} (0)`);
    await app.waitForText(NO_WORKSPACE_TEXT);
  });
});
