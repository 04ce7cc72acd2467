import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SECRET_KEY_INVALID_MESSAGE,
  SECRET_KEY_REQUIRED_MESSAGE,
  SECRET_NAME_REQUIRED_MESSAGE,
  SECRET_VALUE_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())('a project Secret Manager tab against a real emulator', () => {
  const web = useWebPage();

  /** Opens storefront's Secret Manager tab the way a user gets there, and returns the ids the URL carries. */
  async function openSecretsTab() {
    await signIn(web.page, web.origin);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: 'storefront' }).click();
    await web.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Secret Manager' }).click();
    await web.page.waitForURL(/\/secret-managers$/);
    await web.page.getByRole('heading', { name: 'Secret Manager', exact: true }).waitFor();
    const [, workspaceId = '', projectId = ''] =
      /\/workspaces\/([^/]+)\/projects\/([^/]+)\//.exec(new URL(web.page.url()).pathname) ?? [];
    return { workspaceId, projectId };
  }

  it('Given the tab, when a manager is created with bad then good input, then the spec messages show and its values stay hidden until edited and shown', async () => {
    const { workspaceId, projectId } = await openSecretsTab();
    const create = web.page.getByRole('form', { name: 'New secret manager' });
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText(SECRET_NAME_REQUIRED_MESSAGE).waitFor();
    await create.getByText(SECRET_KEY_REQUIRED_MESSAGE).waitFor();
    await create.getByText(SECRET_VALUE_REQUIRED_MESSAGE).waitFor();

    await create.getByLabel('Name').fill('payments-api');
    await create.getByLabel('Key 1').fill('BAD KEY');
    await create.getByLabel('Value 1').fill('s3cret-value');
    expect(await create.getByLabel('Value 1').getAttribute('type')).toBe('password');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText(SECRET_KEY_INVALID_MESSAGE).waitFor();
    await create.getByLabel('Key 1').fill('STRIPE_KEY');
    await create.getByRole('button', { name: 'Add variable' }).click();
    await create.getByLabel('Key 2').fill('REGION');
    await create.getByLabel('Value 2').fill('eu-west-1');
    await create.getByRole('button', { name: 'Create' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Secret manager payments-api created.' }).waitFor();
    const list = web.page.getByRole('list', { name: 'Secret managers' });
    await list.getByText('payments-api', { exact: true }).waitFor();
    expect(await web.page.getByText('s3cret-value').count()).toBe(0);

    const api = await apiClientFor(web.origin, DEMO_OWNER);
    expect((await api.secretManagers.get(workspaceId, projectId, 'payments-api')).values).toEqual({
      STRIPE_KEY: 's3cret-value',
      REGION: 'eu-west-1',
    });

    // a second manager under the same name is refused rather than replacing the first one's values
    await create.getByLabel('Name').fill('payments-api');
    await create.getByLabel('Key 1').fill('OTHER');
    await create.getByLabel('Value 1').fill('x');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('A secret manager with this name already exists.').waitFor();

    await list.getByRole('button', { name: 'Edit payments-api' }).click();
    const edit = web.page.getByRole('form', { name: 'Edit payments-api' });
    const value = edit.getByLabel('Value 1');
    await expect.poll(() => value.inputValue()).toBe('s3cret-value');
    expect(await value.getAttribute('type')).toBe('password');
    await edit.getByLabel('Show values').check();
    expect(await value.getAttribute('type')).toBe('text');
    await value.fill('rotated-value');
    await screenshot(web.page, 'project-secret-managers');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Secret manager payments-api saved.' }).waitFor();
    expect((await api.secretManagers.get(workspaceId, projectId, 'payments-api')).values).toEqual({
      STRIPE_KEY: 'rotated-value',
      REGION: 'eu-west-1',
    });
  });

  it('Given a JSON file, when it is imported, exported and the manager deleted, then the values round-trip and the list empties', async () => {
    const { workspaceId, projectId } = await openSecretsTab();
    const dir = mkdtempSync(join(tmpdir(), 'skiff-secrets-'));
    const bad = join(dir, 'bad.json');
    const good = join(dir, 'good.json');
    writeFileSync(bad, '[1, 2]');
    writeFileSync(good, JSON.stringify({ DB_HOST: 'db.internal', DB_PORT: 5432 }));
    const form = web.page.getByRole('form', { name: 'Import from a JSON file' });
    await form.getByLabel('Name of the new manager').fill('imported');
    await form.getByLabel('JSON file').setInputFiles(bad);
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByText('The file must hold one JSON object.').waitFor();
    await form.getByLabel('JSON file').setInputFiles(good);
    await form.getByRole('button', { name: 'Import' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Imported 2 variables into imported.' }).waitFor();
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    expect((await api.secretManagers.get(workspaceId, projectId, 'imported')).values).toEqual({
      DB_HOST: 'db.internal',
      DB_PORT: '5432',
    });

    const list = web.page.getByRole('list', { name: 'Secret managers' });
    const downloading = web.page.waitForEvent('download');
    await list.getByRole('button', { name: 'Export imported' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('imported.json');
    const saved = join(dir, 'export.json');
    await download.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual({ DB_HOST: 'db.internal', DB_PORT: '5432' });

    await list.getByRole('button', { name: 'Delete imported' }).click();
    await list.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Secret manager imported deleted.' }).waitFor();
    await expect.poll(() => list.getByText('imported', { exact: true }).count()).toBe(0);
  });
});
