import {
  ACCOUNT_PASSWORD_INVALID,
  CONFIRM_PASSWORD_MISMATCH,
  EMAIL_REQUIRED_MESSAGE,
  USER_CREATED_MESSAGE,
} from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())('web admin forms: members, templates, cloud accounts (issue 6, spec 003)', () => {
  const web = useWebPage();

  it('Given the owner on /members, when creating a user, then the spec messages guard the form and the new member can be deleted', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/members`);
    const tabs = web.page.getByRole('navigation', { name: 'Members' });
    await tabs.getByRole('link', { name: 'Administrators' }).waitFor();
    const form = web.page.getByRole('form', { name: 'Create a user' });
    const create = form.getByRole('button', { name: 'Create user' });

    await create.click();
    await form.getByText(EMAIL_REQUIRED_MESSAGE).waitFor();
    await form.getByText(ACCOUNT_PASSWORD_INVALID).waitFor();

    await form.getByLabel('Email').fill('New.Member@Example.COM');
    await form.getByLabel('Password', { exact: true }).fill('Abcdefg1!Abcdefg1!X'); // 19 characters: one too many
    await form.getByLabel('Confirm password').fill('Abcdefg1!');
    await create.click();
    await form.getByText(ACCOUNT_PASSWORD_INVALID).waitFor();
    await form.getByText(CONFIRM_PASSWORD_MISMATCH).waitFor();
    expect(await form.getByText(EMAIL_REQUIRED_MESSAGE).count()).toBe(0);
    await screenshot(web.page, 'admin-members-create-errors');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await form.getByLabel('Password', { exact: true }).fill('Abcdefg1!Abcdefg1!'); // 18 characters: the maximum
    await form.getByLabel('Confirm password').fill('Abcdefg1!Abcdefg1!');
    await create.click();
    await form.getByText(USER_CREATED_MESSAGE).waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');

    const table = web.page.getByRole('table', { name: 'Members' });
    await web.page.getByLabel('Search members').fill('new.member');
    await web.page.waitForURL(/search=new.member/);
    const row = table.getByRole('row').filter({ hasText: 'new.member@example.com' });
    await row.getByText('Password', { exact: true }).waitFor();
    await screenshot(web.page, 'admin-members');
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const listed = await owner.members.list({ search: 'new.member' });
    expect(listed.items.map((m) => m.rawInfo?.email)).toEqual(['new.member@example.com']);

    await row.getByRole('button', { name: 'Delete new.member@example.com' }).click();
    await row.getByText('Delete the account of new.member@example.com?').waitFor();
    await row.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: 'Deleted new.member@example.com.' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'new.member@example.com' }).waitFor({ state: 'detached' });
    expect((await owner.members.list({ search: 'new.member' })).items).toEqual([]);

    await tabs.getByRole('link', { name: 'Administrators' }).click();
    await web.page.waitForURL(/\/members\/administrators$/);
    await web.page.getByRole('table', { name: 'Administrators' }).getByText(DEMO_OWNER).waitFor();
  });
});
