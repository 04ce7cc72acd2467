import { runApplicationAction } from '@skiff/sdk';
import {
  DIRECT_LINK_MESSAGE,
  displayedApplicationState,
  MAX_CAPACITY_MESSAGE,
  REQUIRED_MESSAGE,
  WIZARD_USERNAME_INVALID_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession();
const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);
const oneLine = (frame: string) => frame.replace(/\s+/g, ' ');

describe('the deploy wizard', () => {
  it('Given an undeployed branch alone in its project, When w walks the four steps, Then each step checks its fields with the spec messages, the review hides the password, and Enter deploys with the live progress under it', async () => {
    const path = await demoApplication(session.client, "Owner's Personal", 'playground', 'main');
    await runApplicationAction(session.client, path.ids, 'undeploy');
    const before = await session.client.applications.get(path.ids);
    expect(displayedApplicationState(before).label).toBe('Not Deployed');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('w');
    await app.waitForText('Deploy main: step 1 of 4, Database & Static Files Settings');
    expect(app.frame()).toContain("Home > Owner's Personal > playground > main > Deploy");
    await app.waitForText('‹ From scratch ›');
    // No deployed branch in the project: scratch, URLs, S3 and the repository are offered.
    await app.press(KEYS.right);
    await app.waitForText('‹ From URLs ›');
    await app.press(KEYS.tab);
    await app.waitForText(
      (f) => (f.match(new RegExp(`\\b${REQUIRED_MESSAGE}\\b`, 'g')) ?? []).length === 2,
      'Required twice',
    );
    expect(app.frame()).toContain('step 1 of 4');
    await app.press(KEYS.down, KEYS.enter);
    await app.waitForText('Old hostname (Enter submit, Esc cancel)');
    await app.press(...'www.example.com', KEYS.enter);
    await app.waitForText((f) => /Old hostname\s+www\.example\.com/.test(f), 'the hostname answered');
    await app.press(KEYS.down, KEYS.enter, ...'ftp://dumps');
    await app.waitForText(DIRECT_LINK_MESSAGE);
    await app.press(...backspaces(11), ...'https://dumps.example.com/db.sql.gz');
    await app.waitForText(
      (f) => f.includes('> https://dumps.example.com/db.sql.gz_') && !f.includes(DIRECT_LINK_MESSAGE),
    );
    await app.press(KEYS.enter, KEYS.tab);
    await app.waitForText('Deploy main: step 2 of 4, Security Settings');
    await app.press(KEYS.right);
    await app.waitForText((f) => /Basic auth\s+‹ on ›/.test(f) && f.includes('Username'), 'basic auth on');
    await app.press(KEYS.down, KEYS.enter, ...'ad-min');
    await app.waitForText(WIZARD_USERNAME_INVALID_MESSAGE);
    await app.press(...backspaces(4), ...'min', KEYS.enter);
    await app.waitForText((f) => /Username\s+admin/.test(f), 'the username answered');
    await app.press(KEYS.down, KEYS.enter, ...'secret42', KEYS.enter);
    await app.waitForText((f) => /Password\s+••••••••/.test(f), 'the password as dots');
    await app.press(KEYS.tab);
    await app.waitForText('Deploy main: step 3 of 4, Configuration Settings');
    const storage = before.storage ?? 5;
    await app.waitForText(`Storage never shrinks: ${storage} Gi is the smallest size offered.`);
    // The roots, the secret manager and the image come first (the SDK model's order), then the resources.
    expect(oneLine(app.frame())).toMatch(/Application root \/var\/www\/html.* Web root .* Secret manager ‹ None ›/);
    // Min one step up while max is still the smallest size: the spec's message, and Tab is refused.
    const tenTimes = (key: string) => Array.from({ length: 10 }, () => key);
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.right, KEYS.tab);
    await app.waitForText(MAX_CAPACITY_MESSAGE);
    expect(app.frame()).toContain('step 3 of 4');
    // The max offers only sizes from the min up (spec 002 section 5): stepping it down stops at the min.
    await app.press(KEYS.down, ...tenTimes(KEYS.left));
    await app.waitForText((f) => !f.includes(MAX_CAPACITY_MESSAGE), 'the message gone');
    await app.press(KEYS.down, KEYS.down, KEYS.left);
    await app.waitForText(`‹ ${storage} Gi ›`);
    await app.press(KEYS.right);
    const grown = Number(
      (await app.waitForText((f) => /‹ (\d+) Gi ›/.test(f) && !f.includes(`‹ ${storage} Gi ›`))).match(
        /‹ (\d+) Gi ›/,
      )![1],
    );
    expect(grown).toBeGreaterThan(storage);
    await app.press(KEYS.tab);
    const review = oneLine(await app.waitForText('Deploy main: step 4 of 4, Review and Launch'));
    expect(review).toContain('Database URL https://dumps.example.com/db.sql.gz');
    expect(review).toContain('Username admin');
    // (The storage row is below the 24 rows of this terminal now that the roots and image are asked; the deployed
    // branch's storage is checked at the end.)
    expect(review).not.toContain('secret42');
    // Esc goes back a step, and the answers are kept.
    await app.press(KEYS.escape);
    await app.waitForText('step 3 of 4, Configuration Settings');
    await app.press(KEYS.tab);
    await app.waitForText('step 4 of 4, Review and Launch');
    await app.press(KEYS.enter);
    const followed = await app.waitForText('Deploy application: SUCCESS', 'the deploy followed to its end', 30_000);
    // The review is cut at the bottom to make room for the log: its title and steps stay (100x24).
    expect(followed).toContain('Deploy main: step 4 of 4, Review and Launch');
    expect(followed).toContain('Enter: Deploy  Esc: back to change an answer');
    const command = await copiedCommand(app);
    expect(command).toMatch(
      /^skiff apps deploy 'Owner'\\''s Personal\/playground\/main' --source http --old-hostname www\.example\.com --db-url https:\/\/dumps\.example\.com\/db\.sql\.gz --basic-auth admin .*--storage \d+ .*--password-stdin --wait$/,
    );
    expect(command).not.toContain('secret42');
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Application main') && /State\s+Running/.test(f), 'the overview, Running');
    const deployed = await session.client.applications.get(path.ids);
    expect(displayedApplicationState(deployed).label).toBe('Running');
    expect(deployed.storage).toBe(grown);
  }, 90_000);

  it('Given a branch whose project has a deployed one, When the wizard opens, Then only scratch and a copy of another branch are offered, the status line has the skiff command, and Esc leaves', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'legacy-lamp', 'feature-login');
    const app = session.render({ initialRoutes: [...routesTo(path), { name: 'deployWizard', ...path }] });
    await app.waitForText('‹ From scratch ›');
    expect(app.frame()).toContain("$ skiff apps deploy 'Acme Production/legacy-lamp/feature-login' --wait");
    await app.press(KEYS.right);
    // No branch is picked to copy from until the user picks one (spec 002 section 5: Required until then).
    await app.waitForText((f) => f.includes('‹ Copy of another branch ›') && /Copy from branch\s+‹ - ›/.test(f));
    await app.press(KEYS.right);
    expect(app.frame()).toContain('‹ Copy of another branch ›');
    await app.press(KEYS.down, KEYS.right, KEYS.right, KEYS.right);
    await app.waitForText((f) => /Copy from branch\s+‹ hotfix-cart ›/.test(f), 'the last other branch');
    await app.press(KEYS.tab);
    await app.waitForText('step 2 of 4, Security Settings');
    await app.press(KEYS.escape);
    await app.waitForText('step 1 of 4, Database & Static Files Settings');
    await app.press(KEYS.escape);
    await app.waitForText('Application feature-login');
  });
});
