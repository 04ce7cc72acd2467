import {
  ARN_ROLE_INVALID_MESSAGE,
  ARN_ROLE_REQUIRED_MESSAGE,
  cloudProviderLabel,
  REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { DEMO_OWNER } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession({ push: false });
const VALID_ARN = 'arn:aws:iam::123456789012:role/skiffrole-abc-skiffRole-ABCDEFGHIJKLM';

/** The wizard opened with `a` from Admin > Cloud accounts, wide enough for the whole status line. */
async function openWizard() {
  const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'admin', section: 'cloudAccounts' }] });
  app.resize(320);
  await app.waitForText('Cloud accounts (');
  await app.press('a');
  await app.waitForText('Home > Admin > Create New Account');
  await app.waitForText('Create New Account: step 1 of 2, Basic Information');
  return app;
}

describe('the two-step cloud-account wizard (spec 003 sections 2.11 and 5)', () => {
  it('Given step 1 empty, When Tab is pressed, Then Required shows; with a name, step 2 asks the role ARN by the SDK rule and Tab creates the AWS account', async () => {
    const app = await openWizard();
    await app.press(KEYS.tab);
    await app.waitForText(REQUIRED_MESSAGE);
    expect(app.frame()).toContain('step 1 of 2');
    await app.press(KEYS.enter, ...'Lab AWS', KEYS.enter);
    await app.waitForText((f) => /Name\s+Lab AWS/.test(f), 'the name answered');
    await app.press(KEYS.tab);
    let frame = await app.waitForText('Create New Account: step 2 of 2, Link your Cloud Account');
    expect(frame).toContain(`${cloudProviderLabel('AWS')} account Lab AWS`);
    expect(frame).toContain('Tab: Create');
    await app.press(KEYS.tab);
    await app.waitForText(ARN_ROLE_REQUIRED_MESSAGE);
    await app.press(KEYS.enter, ...'arn:aws:iam::1');
    await app.waitForText(ARN_ROLE_INVALID_MESSAGE);
    await app.press(...Array.from('arn:aws:iam::1', () => KEYS.backspace), ...` ${VALID_ARN} `, KEYS.enter);
    await app.waitForText((f) => f.includes(`Role ARN`) && f.includes(VALID_ARN), 'the ARN answered');
    await app.press(KEYS.tab);
    frame = await app.waitForText('The cloud account Lab AWS was linked.');
    expect(frame).toContain(`$ skiff cloud-accounts create --provider AWS --name 'Lab AWS' --role-arn ${VALID_ARN}`);
    expect(frame).not.toContain('--secrets-stdin');
    await app.waitForText((f) => /Lab AWS\s+AWS/.test(f), 'the new account in the list');
    const saved = (await collect(session.client.cloudAccounts.list())).find((a) => a.name === 'Lab AWS');
    expect(saved?.provider).toBe('AWS');
  });

  it('Given DigitalOcean chosen on step 1, When its four fields are typed, Then secrets show as dots, never in the frame nor the command, Esc goes back a step keeping the answers, and the account is linked', async () => {
    const app = await openWizard();
    await app.press(KEYS.enter, ...'Lab DO', KEYS.enter, KEYS.down, KEYS.right);
    await app.waitForText((f) => /Provider\s+‹ Digital Ocean ›/.test(f), 'Digital Ocean chosen');
    await app.press(KEYS.tab);
    let frame = await app.waitForText('Link your Cloud Account');
    for (const label of ['Token', 'Space region', 'Space key', 'Space secret']) expect(frame).toContain(label);
    await app.press(KEYS.enter, ...'tok-SECRET');
    frame = await app.waitForText('•'.repeat('tok-SECRET'.length));
    expect(frame).not.toContain('tok-SECRET');
    await app.press(KEYS.enter, KEYS.down, KEYS.enter, ...'nyc3', KEYS.enter);
    await app.press(KEYS.down, KEYS.enter, ...'KEY-SECRET', KEYS.enter, KEYS.down, KEYS.enter, ...'s3cr3t', KEYS.enter);
    await app.waitForText((f) => /Space secret\s+•+/.test(f), 'the secret answered');
    await app.press(KEYS.escape);
    frame = await app.waitForText('step 1 of 2');
    expect(frame).toMatch(/Name\s+Lab DO/);
    await app.press(KEYS.tab);
    await app.waitForText((f) => /Space region\s+nyc3/.test(f), 'the answers kept');
    await app.press(KEYS.tab);
    frame = await app.waitForText('The cloud account Lab DO was linked.');
    expect(frame).toContain(
      "$ skiff cloud-accounts create --provider DIGITAL_OCEAN --name 'Lab DO' --space-region nyc3 --secrets-stdin",
    );
    for (const secret of ['SECRET', 's3cr3t']) expect(frame).not.toContain(secret);
    await app.waitForText((f) => /Lab DO\s+Digital Ocean/.test(f), 'the new account in the list');
  });

  it('Given step 2 of an AWS account, When the AWS stack calls back with the role ARN, Then the field fills in and Tab creates the account', async () => {
    const app = await openWizard();
    await app.press(KEYS.enter, ...'Stack AWS', KEYS.enter, KEYS.tab);
    await app.waitForText('the Role ARN fills in when its AWS stack calls back');
    const profile = await session.client.users.profile();
    const token = await session.emulator.tokenFor(DEMO_OWNER);
    const arnRole = VALID_ARN.replace('ABCDEFGHIJKLM', 'NOPQRSTUVWXYZ');
    // What the stack does about ten minutes after it was created.
    await session.client.cloudAccounts.cloudFormationCallback({ token, userId: profile._id ?? '', arnRole });
    await app.waitForText('The AWS stack sent the role ARN.', 'the ARN from the stack', 20_000);
    await app.waitForText((f) => f.includes('Role ARN') && f.includes(arnRole), 'the ARN in its field');
    await app.press(KEYS.tab);
    await app.waitForText('The cloud account Stack AWS was linked.');
  });

  it('Given 80x24, When both steps are shown with a message, Then nothing is wider than 80 columns nor taller than the terminal', async () => {
    const app = await openWizard();
    app.resize(80);
    const fits = (frame: string) =>
      Math.max(...frame.split('\n').map((line) => Array.from(line).length)) <= 80 && frame.split('\n').length <= 23;
    await app.press(KEYS.tab);
    const first = await app.waitForText(REQUIRED_MESSAGE);
    expect(first).toContain('step 1 of 2');
    expect(fits(first)).toBe(true);
    await app.press(KEYS.enter, ...'Narrow AWS', KEYS.enter, KEYS.tab);
    await app.waitForText('step 2 of 2');
    await app.press(KEYS.tab);
    const second = await app.waitForText(ARN_ROLE_REQUIRED_MESSAGE);
    expect(second).toContain('Link your Cloud Account');
    expect(fits(second)).toBe(true);
  });
});
