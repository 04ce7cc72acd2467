import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const WS = 'Acme Production';

// Each test reads the link as it is now (none uses what another left): a failed test's retry gets a fresh world.
const s = useSignedInCli();

const linkJson = async () => {
  const result = await s.cli(['invitations', 'link', WS, '--json']);
  expect(result.code).toBe(0);
  return jsonOf(result) as { workspace: { name: string }; link: string; token: string; role: string };
};
/** Whether the platform still accepts an invite-link token, asked the way a script would. */
const tokenWorks = async (token: string) => (await s.cli(['api', 'GET', `/workspaces/token/${token}`])).code === 0;

describe('skiff invitations link', () => {
  it('Given a workspace, When asking for its link, Then the URL on stdout and who it admits on stderr', async () => {
    const result = await s.cli(['invitations', 'link', WS]);
    expect(result.code).toBe(0);
    const shown = await linkJson();
    expect(shown.workspace.name).toBe(WS);
    expect(shown.link).toMatch(/^https?:\/\/\S+$/);
    expect(shown.link.endsWith(shown.token)).toBe(true);
    expect(result.stdout).toBe(`${shown.link}\n`);
    expect(result.stderr).toBe(`Anyone signed in who opens this link joins ${WS} as ${shown.role}.\n`);
    expect(await tokenWorks(shown.token)).toBe(true);
  });

  it('Given a link, When refreshing it with --yes, Then a new link works and the old one does not', async () => {
    const before = await linkJson();
    const result = await s.cli(['invitations', 'link-refresh', WS, '--yes', '--json']);
    expect(result.code).toBe(0);
    const after = jsonOf(result);
    expect(after.token).not.toBe(before.token);
    expect((await linkJson()).token).toBe(after.token);
    expect(await tokenWorks(after.token)).toBe(true);
    expect(await tokenWorks(before.token)).toBe(false);
  });

  it('Given a link, When deleting it with --yes, Then it stops working', async () => {
    const before = await linkJson();
    const result = await s.cli(['invitations', 'link-delete', WS, '--yes']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Disabled the invite link of ${WS}; it no longer lets anyone join.\n`);
    expect(await tokenWorks(before.token)).toBe(false);
  });

  it('Given no terminal and no --yes, When refreshing or deleting, Then exit 2 and the link is unchanged', async () => {
    const before = await linkJson();
    for (const verb of ['link-refresh', 'link-delete']) {
      const result = await s.cli(['invitations', verb, WS]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/add --yes\.\n$/);
    }
    expect((await linkJson()).token).toBe(before.token);
    expect(await tokenWorks(before.token)).toBe(true);
  });

  it('Given a misspelt workspace, When asking for its link, Then exit 5 with a suggestion', async () => {
    const result = await s.cli(['invitations', 'link', 'Acme Productoin']);
    expect(result.code).toBe(5);
    expect(result.stderr).toContain("Did you mean 'Acme Production'?");
  });
});
