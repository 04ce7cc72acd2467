/**
 * The other long lists tell the truth too (issue 20): "Crowded Workspace" (the emulator's `crowd`) has 600 members
 * beside its owner and 600 custom domains, and Admin > Members holds those 600 people. Each list loads a window of
 * 500, says so with the server's real total, `/` asks the server so an item past the window is found, and `m` loads
 * the rest.
 */
import { describe, expect, it } from 'vitest';
import type { Route } from '../../contexts/router-context.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS, type RenderedApp } from '../../test/render-app.js';

const CROWD = 600;
const session = setupEmulatorSession({ push: false, crowd: CROWD });

const titleLine = (frame: string, start: string) => frame.split('\n').find((line) => line.startsWith(start)) ?? '';

async function crowdedWorkspace() {
  const found = (await session.client.workspaces.list({ search: 'Crowded Workspace' })).items[0]!;
  return { id: found._id, name: found.name };
}

/** Waits for `500 loaded of TOTAL`, then `/` finds `wanted` (past the window) on the server, and Esc shows all again. */
async function findPastTheWindow(app: RenderedApp, start: string, total: number, wanted: string): Promise<void> {
  const window = `(500 loaded of ${total})`;
  await app.waitForText((f) => titleLine(f, start).includes(window), `${start} ${window}`, 30_000);
  expect(app.frame()).not.toContain(wanted);
  await app.press('/', ...wanted);
  await app.waitForText(
    (f) => f.includes(wanted) && titleLine(f, start).includes(`(1 of ${total})`),
    `${wanted} from the server search`,
    15_000,
  );
  expect(app.frame()).not.toContain('Nothing matches');
  await app.press(KEYS.enter, KEYS.escape);
  await app.waitForText((f) => titleLine(f, start).includes(window), 'all again', 15_000);
}

describe(`lists of ${CROWD} members, domains and people`, () => {
  it('Given the members tab, When it opens, Then 500 loaded of 601, / finds the last member, m loads the rest', async () => {
    const workspace = await crowdedWorkspace();
    // The member searched for is past the first window of 500 on the server.
    const sixth = await session.client.workspaceMembers.list(workspace.id, { pageSize: 100, pageIndex: 7 });
    expect(sixth.items.map((m) => m.rawInfo?.email ?? m.email)).toContain('crowd-member-00599@crowd.demo.skiff.dev');
    const routes: Route[] = [{ name: 'workspaces' }, { name: 'members', workspace }];
    const app = session.render({ initialRoutes: routes });
    await findPastTheWindow(app, 'Members of', CROWD + 1, 'crowd-member-00599');
    await app.press('m');
    await app.waitForText((f) => titleLine(f, 'Members of').includes(`(${CROWD + 1})`), 'every member', 30_000);
  }, 90_000);

  it('Given the custom domains tab, When it opens, Then 500 loaded of 600 and / finds a domain past them', async () => {
    const workspace = await crowdedWorkspace();
    // A domain the server lists past the first 500 (newest first: one of the oldest).
    const sixth = await session.client.domains.list(workspace.id, { pageSize: 100, pageIndex: 6 });
    const wanted = sixth.items.at(-1)?.domain ?? '';
    expect(wanted).toMatch(/^domain-\d{5}\.crowd\.example$/);
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceDomains', workspace }] });
    await findPastTheWindow(app, 'Custom domains of', CROWD, wanted);
  }, 90_000);

  it('Given Admin > Members, When it opens, Then the real total and its pages, and / finds a member past 500', async () => {
    const everyone = (await session.client.members.list({ pageSize: 1 })).total;
    expect(everyone).toBeGreaterThan(CROWD);
    // A person the server lists past the first 500, whatever its order.
    const sixth = await session.client.members.list({ pageSize: 100, pageIndex: 6 });
    const wanted = sixth.items.map((m) => m.rawInfo?.email ?? '').find((email) => email.startsWith('crowd-member-'));
    if (!wanted) throw new Error('no crowd member past the first 500');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'admin', section: 'members' }] });
    await findPastTheWindow(app, 'Members', everyone, wanted.split('@')[0]!);
    // The page count is the server's, not the window's: 24 a page.
    expect(app.frame()).toContain(`Page 1 of ${Math.ceil(everyone / 24)}, 24 a page`);
  }, 90_000);
});
