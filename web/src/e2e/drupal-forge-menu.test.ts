import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  'web top menu: the Drupal Forge entry of the narrow layout (spec 000 section 2)',
  () => {
    const web = useWebPage();

    it('Given an admin on a 375 px screen, when the menu opens, then Drupal Forge is offered and lists the Drupal Forge workspaces; at 1280 px it is not shown', async () => {
      await signIn(web.page, web.origin);
      const menu = web.page.getByRole('navigation', { name: 'Main' });
      const entry = menu.getByRole('link', { name: 'Drupal Forge' });
      await menu.getByRole('link', { name: 'Workspaces' }).waitFor();
      // An admin's entry is in the page once the profile is loaded; at this width it is there but hidden.
      await menu.getByRole('link', { name: 'Drupal Forge', includeHidden: true }).waitFor({ state: 'attached' });
      expect(await entry.isVisible()).toBe(false);

      await web.page.setViewportSize({ width: 375, height: 800 });
      await web.page.getByRole('button', { name: 'Menu' }).click();
      await entry.waitFor();
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await screenshot(web.page, 'menu-drupal-forge-375');
      await entry.click();
      await web.page.waitForURL(`${web.origin}/workspaces?drupalForge=true`);
      expect(await web.page.getByRole('checkbox', { name: 'Drupal Forge' }).isChecked()).toBe(true);
      await web.page.getByRole('heading', { name: 'Drupal Forge Sandbox' }).first().waitFor();
    });

    it('Given a developer on a 375 px screen, when the menu opens, then there is no Drupal Forge entry', async () => {
      await web.page.setViewportSize({ width: 375, height: 800 });
      await signIn(web.page, web.origin, 'dev@demo.skiff.dev');
      await web.page.getByRole('button', { name: 'Menu' }).click();
      const menu = web.page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name: 'Account' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Drupal Forge' }).count()).toBe(0);
    });
  },
);
