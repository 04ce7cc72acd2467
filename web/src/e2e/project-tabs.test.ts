import { EDITOR_EXTENSION_PRESETS, editorExtensionsOf } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())("a project's tabs against a real emulator", () => {
  const web = useWebPage();

  /** Signs in, opens storefront and its `tab` from the project's tab links; returns the ids in the URL. */
  async function openTab(tab: string, email = DEMO_OWNER) {
    await signIn(web.page, web.origin, email);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: 'storefront' }).click();
    await web.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: tab }).click();
    await web.page.getByRole('heading', { name: tab, exact: true, level: 2 }).waitFor();
    const [, workspaceId = '', projectId = ''] =
      /\/workspaces\/([^/]+)\/projects\/([^/]+)\//.exec(new URL(web.page.url()).pathname) ?? [];
    return { workspaceId, projectId };
  }

  it('Given the VSCode Extensions tab, when presets are ticked and saved, then the project keeps them and a reload shows them ticked', async () => {
    const { workspaceId, projectId } = await openTab('VSCode Extensions');
    const [first = '', second = ''] = EDITOR_EXTENSION_PRESETS;
    expect(await web.page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(EDITOR_EXTENSION_PRESETS.length);
    await web.page.getByRole('checkbox', { name: first }).check();
    await web.page.getByRole('checkbox', { name: second }).check();
    await web.page.getByRole('button', { name: 'Save' }).click();
    await web.page
      .getByRole('status')
      .filter({ hasText: /^Saved \d+ extensions\.$/ })
      .waitFor();
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const kept = editorExtensionsOf((await api.projects.get(workspaceId, projectId)).vscodeExtensions);
    expect(kept).toEqual(expect.arrayContaining([first, second]));
    await screenshot(web.page, 'project-extensions');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await web.page.reload();
    await expect.poll(() => web.page.getByRole('checkbox', { name: second }).isChecked()).toBe(true);
    await web.page.getByRole('checkbox', { name: second }).uncheck();
    await web.page.getByRole('button', { name: 'Save' }).click();
    await web.page
      .getByRole('status')
      .filter({ hasText: /^Saved \d+ extensions\.$/ })
      .waitFor();
    const after = editorExtensionsOf((await api.projects.get(workspaceId, projectId)).vscodeExtensions);
    expect(after).toContain(first);
    expect(after).not.toContain(second);
  });
});
