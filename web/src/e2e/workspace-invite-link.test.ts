import { inviteLinkMessages } from '@skiff/sdk';
import { COPIED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';
import { fitsNarrowScreen } from './page-checks.js';

const WORKSPACE = 'Acme Production';
const texts = inviteLinkMessages(WORKSPACE);
const tokenOf = (link: string) => link.split('/').pop() ?? '';

/** The test is one long flow of a user's steps: on a loaded 2-core machine it can take more than the default 30 s. */
const FLOW_TIMEOUT_MS = 90_000;

/** A workspace's invite link on its Members tab (capability workspace.inviteLink), as the TUI and CLI offer it. */
describe.runIf(chromiumAvailable())("a workspace's invite link on its Members tab against a real emulator", () => {
  const web = useWebPage();

  it(
    'Given the owner, When the link is shown, copied, replaced and disabled, Then the platform follows each step',
    async () => {
      await web.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.origin });
      const api = await apiClientFor(web.origin, DEMO_OWNER);
      await signIn(web.page, web.origin);
      await web.page.getByRole('link', { name: WORKSPACE }).click();
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Members' }).click();
      const panel = web.page.getByRole('region', { name: 'Invite link' });
      await panel.getByRole('button', { name: 'Show invite link' }).click();

      const field = panel.getByRole('textbox', { name: 'Invite link' });
      await field.waitFor();
      const first = await field.inputValue();
      expect(first).toMatch(/\/workspaces\/invite\/[^/]+$/);
      expect((await api.invitations.searchToken(tokenOf(first))).workspace).toBeDefined();
      await panel.getByText(`Anyone signed in who opens this link joins ${WORKSPACE} as `).waitFor();

      await panel.getByRole('button', { name: 'Copy invite link' }).click();
      await panel.getByRole('status').filter({ hasText: COPIED_MESSAGE }).waitFor();
      expect(await web.page.evaluate(() => navigator.clipboard.readText())).toBe(first);

      await panel.getByRole('button', { name: 'Replace link' }).click();
      const replace = web.page.getByRole('dialog', { name: texts.replaceQuestion });
      await replace.getByRole('button', { name: 'Cancel' }).click();
      expect(await field.inputValue()).toBe(first);
      await panel.getByRole('button', { name: 'Replace link' }).click();
      await replace.getByRole('button', { name: 'Replace link' }).click();
      await panel.getByRole('status').filter({ hasText: texts.replaced }).waitFor();
      const second = await field.inputValue();
      expect(second).not.toBe(first);
      await expect(api.invitations.searchToken(tokenOf(first))).rejects.toThrow();
      expect((await api.invitations.searchToken(tokenOf(second))).workspace).toBeDefined();
      await screenshot(web.page, 'workspace-invite-link');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      expect(await fitsNarrowScreen(web.page)).toBe(true);

      await panel.getByRole('button', { name: 'Disable link' }).click();
      await web.page
        .getByRole('dialog', { name: texts.disableQuestion })
        .getByRole('button', { name: 'Disable link' })
        .click();
      await panel.getByRole('status').filter({ hasText: texts.disabled }).waitFor();
      await panel.getByText('The invite link is disabled.').waitFor();
      expect(await field.count()).toBe(0);
      await expect(api.invitations.searchToken(tokenOf(second))).rejects.toThrow();
      await panel.getByRole('button', { name: 'Make a new invite link' }).waitFor();
    },
    FLOW_TIMEOUT_MS,
  );
});
