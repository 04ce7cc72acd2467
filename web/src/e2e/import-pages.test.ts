import { IMPORT_SIZE_WARNING } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())('web import pages (issue 6, spec 003 section 2.8)', () => {
  const web = useWebPage();

  it('Given the import page, when a Pantheon site is imported through the four steps, then the new project opens', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]?._id ?? '';
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/workspaces/${acme}/import/platform-sh`);
    await web.page.waitForURL(new RegExp(`/workspaces/${acme}/import$`));
    await web.page.getByText(IMPORT_SIZE_WARNING).waitFor();
    const platforms = web.page.getByRole('list', { name: 'Platforms' });
    await platforms.getByRole('link', { name: 'Contact Us' }).waitFor();
    expect(await platforms.getByText('Platform.sh').count()).toBe(0);
    await screenshot(web.page, 'import-platforms');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await platforms.getByRole('link', { name: 'Import' }).click();

    const form = web.page.getByRole('form');
    const next = form.getByRole('button', { name: 'Next' });
    await form.getByLabel('Project name').fill('pantheon-site');
    await next.click();
    await web.page.getByRole('heading', { name: 'Platform Configuration', level: 2 }).waitFor();
    await next.click();
    expect(await form.getByText('Required').count()).toBe(2);
    expect(await form.getByLabel('Pantheon environment').inputValue()).toBe('dev');
    await form.getByLabel('Pantheon machine token').fill('pantheon-machine-token');
    await form.getByLabel('Pantheon site id').fill('site-1234');
    await next.click();
    await web.page.getByRole('heading', { name: 'Source Code', level: 2 }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await form.getByLabel('Repository owner').fill('acme');
    await form.getByLabel('Repository name').fill('pantheon-site');
    await next.click();
    await web.page.getByRole('heading', { name: 'Review and Launch', level: 2 }).waitFor();
    await form.getByText('site-1234 (dev)').waitFor();
    await screenshot(web.page, 'import-review');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await form.getByRole('button', { name: 'Import site' }).click();
    await web.page.waitForURL(/\/projects\/[^/]+\/applications\/feature-branches$/);
    await web.page.getByRole('heading', { name: 'pantheon-site', level: 1 }).waitFor();
    const projects = await owner.projects.list(acme, { search: 'pantheon-site' });
    expect(projects.items.map((p) => p.name)).toContain('pantheon-site');
  });
});
