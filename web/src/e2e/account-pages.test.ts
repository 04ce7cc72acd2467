import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  REQUIRED,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, screenshot, signIn, useWebPage } from './browser.js';

const DEV = 'dev@demo.skiff.dev';
/** A 1x1 PNG: a real image the browser can decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.runIf(chromiumAvailable())(
  'the account git access tokens and organizations pages against a real emulator',
  () => {
    const web = useWebPage();

    it('Given the page, when a GitLab token is saved blank then filled, and removed, then Required shows, the token is never shown back and the account changes', async () => {
      await signIn(web.page, web.origin, DEV);
      await web.page.getByRole('link', { name: 'Account' }).click();
      await web.page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Git access tokens' })
        .click();
      await web.page.waitForURL(/\/account\/git-access-token$/);
      const gitlab = web.page.getByRole('form', { name: 'GITLAB token' });
      await gitlab.getByRole('button', { name: 'Save' }).click();
      expect(await gitlab.getByText(REQUIRED, { exact: true }).count()).toBe(2);
      await gitlab.getByLabel('Username').fill('dana');
      await gitlab.getByLabel('Personal token').fill('glpat-secret-value-1234');
      await gitlab.getByRole('button', { name: 'Save' }).click();
      await web.page
        .getByRole('form', { name: 'GITLAB token' })
        .getByText(/^Token set/)
        .waitFor();
      expect(await web.page.getByRole('form', { name: 'GITLAB token' }).getByLabel('Personal token').inputValue()).toBe(
        '',
      );
      expect(await web.page.content()).not.toContain('glpat-secret-value-1234');
      const api = await apiClientFor(web.origin, DEV);
      const saved = (await api.users.profile()).gitTokens;
      expect(saved?.find((t) => t.gitProvider === 'GITLAB')?.username).toBe('dana');
      await screenshot(web.page, 'account-git-tokens');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      const form = web.page.getByRole('form', { name: 'GITLAB token' });
      await form.getByRole('button', { name: 'Remove the GITLAB token' }).click();
      await form.getByRole('button', { name: 'Yes' }).click();
      await web.page
        .getByRole('form', { name: 'GITLAB token' })
        .getByText(/^No token yet/)
        .waitFor();
    });

    it('Given the profile page, when a GIF, a 2 MB PNG and then a small PNG are chosen as avatar, then the spec refuses the first two and shows the third', async () => {
      await signIn(web.page, web.origin, DEV);
      await web.page.goto(`${web.origin}/account/profile`);
      const avatar = web.page.getByRole('region', { name: 'Avatar' });
      const upload = avatar.getByLabel('Upload avatar');
      await upload.waitFor();
      expect(await avatar.getByRole('img').count()).toBe(0);
      await upload.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await avatar.getByText(AVATAR_TYPE_MESSAGE).waitFor();
      const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
      await upload.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
      await avatar.getByText(AVATAR_SIZE_MESSAGE).waitFor();
      const api = await apiClientFor(web.origin, DEV);
      expect((await api.users.profile()).avatarUrl ?? '').toBe('');

      await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await avatar.getByText(PROFILE_UPDATED_MESSAGE).waitFor();
      const avatarUrl = (await api.users.profile()).avatarUrl;
      expect(avatarUrl).toMatch(/^[0-9a-f]{24}$/);
      const image = avatar.getByRole('img', { name: /^Avatar of / });
      await image.waitFor();
      expect(await image.getAttribute('src')).toBe(`/api/v2/files/${avatarUrl}`);
      await web.page.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('.avatar-upload img')?.naturalWidth ?? 0) === 1,
      );
      // The top bar shows it too, beside the e-mail, once the profile is read again.
      await web.page.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('header .account img')?.naturalWidth ?? 0) === 1,
      );
      await screenshot(web.page, 'account-avatar');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
    });

    it('Given the organizations page, when one is created blank then with name, email and logo, edited and deleted, then Required shows and the list follows', async () => {
      await signIn(web.page, web.origin, DEV);
      await web.page.goto(`${web.origin}/account/organizations`);
      const create = web.page.getByRole('form', { name: 'New organization' });
      await create.getByRole('button', { name: 'Create' }).click();
      expect(await create.getByText(REQUIRED, { exact: true }).count()).toBe(3);
      await create.getByLabel('Name').fill('Acme Agency');
      await create.getByLabel('Email').fill('not-an-email');
      await create.getByLabel('Logo image').setInputFiles({ name: 'agency.png', mimeType: 'image/png', buffer: PNG });
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText(INVALID_EMAIL_MESSAGE).waitFor();
      await create.getByLabel('Email').fill('hello@agency.example');
      await create.getByRole('button', { name: 'Create' }).click();
      await web.page.getByRole('status').filter({ hasText: 'The organization Acme Agency was created.' }).waitFor();
      const list = web.page.getByRole('list', { name: 'Organizations' });
      await list.getByText('Acme Agency', { exact: true }).waitFor();
      await list.getByText('hello@agency.example').waitFor();
      const api = await apiClientFor(web.origin, DEV);
      const agency = (await api.teams.list({ pageSize: 100 })).items.find((t) => t.name === 'Acme Agency');
      expect(agency?.email).toBe('hello@agency.example');
      expect(agency?.logoImage).toMatch(/^[0-9a-f]{24}$/);
      const logo = list.getByRole('img', { name: 'Acme Agency logo' });
      expect(await logo.getAttribute('src')).toBe(`/api/v2/files/${agency?.logoImage}`);
      await web.page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.organization img')].some((i) => i.naturalWidth === 1),
      );
      expect(await web.page.getByRole('form', { name: 'New organization' }).getByLabel('Name').inputValue()).toBe('');
      await screenshot(web.page, 'account-organizations');
      expect(await seriousAxeViolations(web.page)).toEqual([]);

      await list.getByRole('button', { name: 'Edit Acme Agency' }).click();
      const edit = web.page.getByRole('form', { name: 'Edit Acme Agency' });
      expect(await edit.getByLabel('Email').inputValue()).toBe('hello@agency.example');
      await edit.getByLabel('Name').fill('Acme Studio');
      await edit.getByRole('button', { name: 'Save' }).click();
      await list.getByText('Acme Studio', { exact: true }).waitFor();
      const studio = (await api.teams.list({ pageSize: 100 })).items.find((t) => t.name === 'Acme Studio');
      expect([studio?.email, studio?.logoImage]).toEqual(['hello@agency.example', agency?.logoImage]);

      await list.getByRole('button', { name: 'Delete Acme Studio' }).click();
      await list.getByRole('button', { name: 'Yes' }).click();
      await web.page.getByRole('status').filter({ hasText: 'The organization Acme Studio was deleted.' }).waitFor();
      expect((await api.teams.list({ pageSize: 100 })).items.map((t) => t.name)).not.toContain('Acme Studio');
    });

    it('Given a user in more than 100 organizations, when the organizations page opens, then every one is listed', async () => {
      // admin@, not the dev@ of the other cases: their lists stay as they were.
      const email = 'admin@demo.skiff.dev';
      const api = await apiClientFor(web.origin, email);
      const run = Date.now().toString(36);
      for (let batch = 0; batch < 101; batch += 25) {
        const made = Array.from({ length: Math.min(25, 101 - batch) }, (_, i) =>
          api.teams.create({
            name: `Org ${run} ${String(batch + i).padStart(3, '0')}`,
            email: 'org@example.com',
            logoImage: 'https://example.com/logo.png',
          }),
        );
        await Promise.all(made);
      }
      const total = (await api.teams.list({ pageSize: 1 })).total;
      expect(total).toBeGreaterThan(100);
      await signIn(web.page, web.origin, email);
      await web.page.goto(`${web.origin}/account/organizations`);
      const rows = web.page.getByRole('list', { name: 'Organizations' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(total);
    });
  },
);
