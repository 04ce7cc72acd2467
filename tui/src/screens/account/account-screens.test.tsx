import { SkiffClient } from '@skiff/sdk';
import {
  ACCOUNT_PASSWORD_INVALID,
  COMMAND_TOKEN_NOTE_REQUIRED,
  CONFIRM_PASSWORD_MISMATCH,
  CURRENT_PASSWORD_REQUIRED,
  INVALID_EMAIL_MESSAGE,
  ORGANIZATION_LOGO_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PROFILE_NAME_REQUIRED,
  PROFILE_UPDATED_MESSAGE,
  REQUIRED,
} from '@skiff/sdk/domain';
import { checkAccountPassword, undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_DEV, DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession({ push: false });
const flat = (frame: string) => frame.replace(/\s+/g, ' ');

describe('the account pages against a real emulator', () => {
  it('Given the owner, When U opens the profile, Then the name is edited with the spec message and the state moves on, both saved', async () => {
    const app = session.render();
    await app.waitForText('Workspaces');
    await app.press('U');
    const profile = await app.waitForText(DEMO_OWNER);
    expect(profile).toContain('Home > Account > Profile');
    expect(profile).toContain('skiff account profile');
    expect(profile).toContain('not changed here');
    await app.press('e', KEYS.enter);
    await app.waitForText(PROFILE_NAME_REQUIRED);
    await app.press(...'Olivia Renamed', KEYS.enter);
    const saved = await app.waitForText(PROFILE_UPDATED_MESSAGE);
    expect(saved).toContain("skiff account profile --name 'Olivia Renamed'");
    await app.waitForText('Olivia Renamed');
    const before = (await session.client.users.profile()).state ?? 'FOCUSING';
    expect(before).toBe('FOCUSING');
    await app.press('s');
    await app.waitForText((f) => f.includes('Busy') && f.includes('skiff account profile --state BUSY'), 'busy');
    expect(await session.client.users.profile()).toMatchObject({ displayName: 'Olivia Renamed', state: 'BUSY' });
  });

  it('Given the git tokens page, When a token is set and removed, Then the token is masked, never in the status line, and the row follows the server', async () => {
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'profile' }] });
    await app.waitForText(DEMO_OWNER);
    await app.press(KEYS.tab);
    await app.waitForText((f) => f.includes('Account: Git tokens (4)') && f.includes('GITHUB'), 'git hosts');
    await app.press('e', KEYS.enter);
    await app.waitForText(REQUIRED);
    await app.press(...'olivia', KEYS.enter);
    await app.waitForText('read_repository');
    await app.press(...'ghp_SECRET42');
    const typing = await app.waitForText('••••••••••••');
    expect(typing).not.toContain('ghp_SECRET42');
    await app.press(KEYS.enter);
    const saved = await app.waitForText('The GITHUB token was saved.');
    expect(saved).toContain('skiff account git-tokens set github --username olivia');
    expect(saved).not.toContain('SECRET42');
    await app.waitForText((f) => /GITHUB\s+olivia/.test(f), 'the username on the row');
    await app.press('x');
    await app.waitForText('Remove your GITHUB token?');
    await app.press('y');
    await app.waitForText('skiff account git-tokens remove github');
    await app.waitForText((f) => !f.includes('olivia'), 'the row emptied');
    const user = await session.client.users.profile();
    expect((user.gitTokens ?? []).some((t) => t.gitProvider === 'GITHUB')).toBe(false);
  });

  it('Given the command tokens page, When a token is created, Then it shows once and signs in, and x deletes it', async () => {
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'commandTokens' }] });
    await app.waitForText('Account: Command access tokens (');
    await app.press('a', KEYS.enter);
    await app.waitForText(COMMAND_TOKEN_NOTE_REQUIRED);
    await app.press(...'CI deploy', KEYS.enter);
    await app.waitForText('Expiration');
    await app.press('8');
    await app.waitForText('Expiration: one of 7, 30, 60, 90, 365 (days) or none.');
    await app.press(KEYS.backspace, '9', '0', KEYS.enter);
    const shown = await app.waitForText('shown only this once:');
    expect(shown).toContain("skiff tokens create --note 'CI deploy' --expiration 90");
    const lines = shown.split('\n');
    const token = lines[lines.findIndex((l) => l.includes('shown only this once:')) + 1]!.trim();
    expect(token.length).toBeGreaterThan(10);
    const withToken = new SkiffClient({ origin: session.emulator.origin, http: undiciHttpClient(), token });
    expect((await withToken.users.profile()).email).toBe(DEMO_OWNER);
    const listed = (await collect(session.client.commandAccessTokens.list())).find((t) => t.note === 'CI deploy');
    expect(listed?.expiresAt).toBeTruthy();
    await app.waitForText((f) => f.includes('CI deploy') && f.includes(`${listed?.prefixToken ?? ''}…`), 'the row');
    await app.press(KEYS.tab, KEYS.escape);
    await app.waitForText('Workspaces');
    await app.press('U');
    await app.waitForText('Account: Profile');
    await app.press(':', ...'go to account command', KEYS.enter);
    const again = await app.waitForText('CI deploy');
    expect(again).not.toContain(token);
    await app.press('/', ...'CI deploy', KEYS.enter, 'x');
    await app.waitForText('Delete the token CI deploy?');
    await app.press('y');
    await app.waitForText(`skiff tokens delete ${listed?._id} --yes`);
    await app.waitForText('The token CI deploy was deleted.');
    expect((await collect(session.client.commandAccessTokens.list())).some((t) => t.note === 'CI deploy')).toBe(false);
  });

  it('Given the organizations page, When one is created, renamed and deleted, Then the list and the server follow', async () => {
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'organizations' }] });
    await app.waitForText('Account: Organizations (');
    await app.press('a', KEYS.enter);
    await app.waitForText(REQUIRED);
    await app.press(...'Zeta Crew', KEYS.enter);
    await app.waitForText("skiff orgs create --name 'Zeta Crew'");
    await app.waitForText((f) => f.includes('Zeta Crew') && !f.includes('New organization'), 'the new row');
    await app.press('/', ...'Zeta', KEYS.enter, 'e', ...'Zeta Team', KEYS.enter);
    await app.waitForText("skiff orgs update 'Zeta Crew' --name 'Zeta Team'");
    const teams = await collect(session.client.teams.list());
    expect(teams.map((t) => t.name)).toContain('Zeta Team');
    await app.press('/', KEYS.escape, '/', ...'Zeta Team', KEYS.enter);
    await app.waitForText((f) => f.includes('(1 of'), 'filtered');
    await app.press('x');
    await app.waitForText('Delete the organization Zeta Team?');
    await app.press('y');
    await app.waitForText('The organization Zeta Team was deleted.');
    expect((await collect(session.client.teams.list())).some((t) => t.name.startsWith('Zeta'))).toBe(false);
  });

  it('Given an organization, When C sets its email and logo, Then a bad email or logo is refused as typed and the server holds both (issue 17 TUI holes)', async () => {
    await session.client.teams.create({ name: 'Contact Crew' });
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'organizations' }] });
    await app.waitForText('Account: Organizations (');
    await app.press('/', ...'Contact Crew', KEYS.enter);
    await app.waitForText((f) => f.includes('(1 of'), 'filtered');
    await app.press('C');
    await app.waitForText('Contact email of Contact Crew');
    await app.press(...'ops');
    await app.waitForText(INVALID_EMAIL_MESSAGE);
    await app.press(...'@crew.test', KEYS.enter);
    await app.waitForText('Logo of Contact Crew: the URL of an image');
    await app.press(...'logo.png');
    await app.waitForText(ORGANIZATION_LOGO_MESSAGE);
    await app.press(...Array.from({ length: 8 }, () => KEYS.backspace), ...'https://crew.test/logo.png', KEYS.enter);
    await app.waitForText('The contact of Contact Crew was saved.');
    await app.waitForText("skiff orgs update 'Contact Crew' --email ops@crew.test --logo https://crew.test/logo.png");
    await app.waitForText((f) => /Contact Crew\s+ops@crew\.test/.test(f), 'the email in the row');
    const team = (await collect(session.client.teams.list())).find((t) => t.name === 'Contact Crew');
    expect([team?.email, team?.logoImage]).toEqual(['ops@crew.test', 'https://crew.test/logo.png']);
  });

  it('Given an account an admin created, When P changes the password, Then the current one is asked first, the 8-18 rule and the confirmation are checked as typed, and a wrong current one changes nothing', async () => {
    const dev = await session.emulator.clientFor(DEMO_DEV);
    const checkPassword = (password: string) =>
      checkAccountPassword({ origin: session.emulator.origin, email: DEMO_DEV, password, http: undiciHttpClient() });
    const app = session.render({
      client: dev,
      checkPassword,
      initialRoutes: [{ name: 'workspaces' }, { name: 'profile' }],
    });
    await app.waitForText(DEMO_DEV);
    await app.waitForText('P to change it');
    await app.press('P');
    await app.waitForText('Your current password');
    await app.press(KEYS.enter);
    await app.waitForText(CURRENT_PASSWORD_REQUIRED);
    await app.press(...'Wr0ng!pass', KEYS.enter);
    await app.waitForText('Your new password');
    await app.press(...'short');
    await app.waitForText((f) => flat(f).includes(flat(ACCOUNT_PASSWORD_INVALID).slice(0, 60)), 'the rule');
    await app.press(...Array(5).fill(KEYS.backspace), ...'NewPass1!', KEYS.enter);
    await app.waitForText('Confirm the new password');
    await app.press(...'NewPass2!');
    await app.waitForText(CONFIRM_PASSWORD_MISMATCH);
    expect(app.frame()).not.toContain('NewPass');
    expect(app.frame()).not.toContain('Wr0ng');
    await app.press(KEYS.backspace, KEYS.backspace, ...'1!', KEYS.enter);
    await app.waitForText('Incorrect username or password.');
    await expect(session.emulator.tokenFor(DEMO_DEV, 'NewPass1!')).rejects.toThrow();
    await app.press('P');
    await app.waitForText('Your current password');
    await app.press(...DEMO_PASSWORD_FOR_TESTS, KEYS.enter);
    await app.waitForText('Your new password');
    await app.press(...'NewPass1!', KEYS.enter);
    await app.waitForText('Confirm the new password');
    await app.press(...'NewPass1!', KEYS.enter);
    const done = await app.waitForText(PASSWORD_CHANGED_MESSAGE);
    expect(done).toContain('skiff account password --current-password-stdin');
    expect(await session.emulator.tokenFor(DEMO_DEV, 'NewPass1!')).toBeTruthy();
  });
});
