import { IMAGE_TAG_REQUIRED_MESSAGE, validateDeploymentTag } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())("a project's Tags tab against a real emulator", () => {
  const web = useWebPage();

  it('Given storefront without tags, when a tag is added, deployed, given a green side and switched, then the badges follow the spec', async () => {
    await signIn(web.page, web.origin);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: 'storefront' }).click();
    await web.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Tags' }).click();
    await web.page.waitForURL(/\/deployments\/tags$/);
    await web.page.getByText('No tags yet.').waitFor();

    const add = web.page.getByRole('form', { name: 'Add Deployment Tag' });
    await add.getByRole('button', { name: 'Add tag' }).click();
    for (const message of validateDeploymentTag({})) await add.getByText(message).waitFor();
    await add.getByText(IMAGE_TAG_REQUIRED_MESSAGE).waitFor();
    await add.getByLabel('Name').fill('v1');
    await add.getByLabel('Image tag').fill('1.0.0');
    await add.getByRole('button', { name: 'Add tag' }).click();
    await add.getByRole('status').filter({ hasText: 'Tag v1 added.' }).waitFor();
    const v1 = web.page.locator('li[data-tag="v1"]');
    await v1.getByText('Not Deployed').waitFor();

    await v1.getByRole('button', { name: 'Deploy v1' }).click();
    await v1.getByText('Running', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await v1.locator('.tag').allTextContents()).toEqual(['Running']); // no blue/green pair yet

    await v1.getByRole('button', { name: 'Create green of v1' }).click();
    const greenForm = web.page.getByRole('form', { name: 'Green tag of v1' });
    await greenForm.getByRole('button', { name: 'Create and deploy green' }).click();
    await greenForm.getByText(IMAGE_TAG_REQUIRED_MESSAGE).waitFor();
    await greenForm.getByLabel('Name').fill('v2');
    await greenForm.getByLabel('Image tag').fill('2.0.0');
    await greenForm.getByRole('button', { name: 'Create and deploy green' }).click();
    const v2 = web.page.locator('li[data-tag="v2"]');
    await v2.getByText('Running', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await v2.locator('.tag').allTextContents()).toEqual(['Running', 'Green']);
    expect(await v2.getByRole('button', { name: 'Create green of v2' }).count()).toBe(0); // a green has no green
    await expect.poll(() => v1.locator('.tag').allTextContents()).toEqual(['Running', 'Blue', 'Live']);
    await screenshot(web.page, 'project-tags');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await v1.getByRole('button', { name: 'Switch v1 to v2' }).click();
    await v1.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => v2.locator('.tag').allTextContents(), { timeout: 20_000 })
      .toEqual(['Running', 'Green', 'Live']);
    expect(await v1.locator('.tag').allTextContents()).toEqual(['Running', 'Blue']);
  });
});
