import { stripVTControlCharacters } from 'node:util';
import { BACKUP_RETENTION_CHOICE_MESSAGE } from '@skiff/sdk';
import {
  BASIC_AUTH_USERNAME_INVALID_MESSAGE,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  DOMAIN_INVALID_MESSAGE,
  IMAGE_TAG_REQUIRED_MESSAGE,
  isTaskRunning,
  TAG_PAGE_SIZE,
  VALUE_NOT_MATCHING_MESSAGE,
} from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoProject, demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS, type RenderedApp } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import { tagRefusals } from './use-tag-actions.js';

const session = setupEmulatorSession();
const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);
const IMAGE = 'registry.example.com/shop:1.2.0';
/** A retry meets the tag its failed try left on the shared world: each try creates its own. */
let attempt = 0;

/**
 * The tag screen is ready for the next key once a task has ended: each push message of the project's tasks reloads
 * it, and until the tag is back its banner shows "Loading…" and its keys do nothing (use-tag-actions: no tag, no
 * action), so a key pressed in between is lost. Seeing the end through the SDK is not enough (the app may hear it
 * later), nor a frame without "Processing" (a "Loading…" frame has none). Returns `screenSawEnd(activityId)`: waits
 * until the app has heard that task's end and the tag screen (`shown`) then showed the tag loaded after it.
 */
function followTaskEnds(app: RenderedApp, shown: (frame: string) => boolean) {
  const push = session.push;
  if (!push) throw new Error('The session has no push channel.');
  /** Per ended task: the frames written when the app heard its end, and whether the tag screen was on screen. */
  const heard = new Map<string, { frames: number; visible: boolean }>();
  onTestFinished(
    push.subscribe((m) => {
      if (m.kind !== 'activity' || !m.actionId || isTaskRunning(m.status)) return;
      heard.set(m.actionId, { frames: app.rawFrames().length, visible: shown(app.frame()) });
    }),
  );
  const loadingSince = (frames: number) =>
    app
      .rawFrames()
      .slice(frames)
      .some((raw) => stripVTControlCharacters(raw).includes('Loading…'));
  return async (activityId: string | null | undefined) => {
    if (!activityId) throw new Error('The tag has no task.');
    const end = await waitFor(() => heard.get(activityId), 'the app to hear the task end', 20_000);
    if (!end) throw new Error('unreachable: waitFor returns a value');
    // Visible then: its reload showed "Loading…" after it. Hidden (a form on top): it reloaded beneath and shows
    // "Loading…" or the tag loaded after the end once it is on top again.
    await app.waitForText(
      (f) =>
        shown(f) && !f.includes('Processing') && !f.includes('Loading…') && (!end.visible || loadingSince(end.frames)),
      'the tag screen showing the tag loaded after the task end',
      20_000,
    );
  };
}

describe('a tag of its own: create, open, deploy, back up, add a domain, undeploy, delete', () => {
  it('Given the tags of a project, When a tag is created with a, Then Enter opens it and its keys drive it to the end', async () => {
    const NAME = `v1.2.${attempt++}`;
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const project = await demoProject(session.client, workspace, 'storefront');
    const tags = () => collect(session.client.deployments.list(workspace.id, project.id, { pageSize: TAG_PAGE_SIZE }));
    // The screen shows a change as soon as the record has it, while its task may still run; the next action is
    // refused until the task ends ("has a task running"), as a user would see: wait for the end before pressing on.
    /** The tag's last task once it has ended (SDK); its id. */
    const taskEnded = async () => {
      const tag = await waitFor(
        async () => (await tags()).find((t) => t.name === NAME && !isTaskRunning(t.lastActivity?.status)),
        'the tag task ended',
        20_000,
        100,
      );
      return tag?.lastActivity?._id;
    };
    // The SDK can see the end before the screen's next load does, and a key pressed in between is refused as busy
    // or lost in a reload (followTaskEnds): a user waits for the screen to show the end, and so does the test.
    const settled = async () => screenSawEnd(await taskEnded());
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'projects', workspace },
        { name: 'branches', workspace, project },
        { name: 'tags', workspace, project },
      ],
    });
    const screenSawEnd = followTaskEnds(app, (f) => f.includes(`Tag ${NAME} of storefront: backups`));
    await app.waitForText('Tags of storefront');

    // Create: the name and the image tag are checked as typed, with the SDK's messages.
    await app.press('a');
    await app.waitForText('New tag of storefront: its name');
    await app.press(KEYS.enter);
    await app.waitForText('name should not be empty');
    await app.press(...NAME, KEYS.enter);
    await app.waitForText(`New tag ${NAME}: its image tag`);
    await app.press(KEYS.enter);
    await app.waitForText(IMAGE_TAG_REQUIRED_MESSAGE);
    await app.press(...IMAGE, KEYS.enter);
    await app.waitForText(`The tag ${NAME} was created`);
    expect(await copiedCommand(app)).toBe(
      `skiff tags create ${NAME} --project 'Acme Production/storefront' --image ${IMAGE}`,
    );
    const created = (await tags()).find((t) => t.name === NAME);
    expect(created?.containerImage).toBe(IMAGE);

    // Open it: its state, image, and no backups yet; what needs it deployed is refused with a reason.
    await app.press('/', ...NAME, KEYS.enter, KEYS.enter);
    await app.waitForText(`Tag ${NAME} of storefront: backups`);
    await app.waitForText('Not Deployed');
    await app.waitForText(`Image ${IMAGE}`);
    await app.waitForText(`Home > Acme Production > storefront > Tags > ${NAME}`);
    await app.press('c');
    await app.waitForText(tagRefusals.notDeployed(NAME));
    await app.press('x');
    await app.waitForText(tagRefusals.notDeployed(NAME));

    // Deploy: the screen follows the task live to Running.
    await app.press('d');
    await app.waitForText(`Deploying ${NAME}.`);
    expect(await copiedCommand(app)).toBe(`skiff tags deploy 'Acme Production/storefront@${NAME}' --wait`);
    await app.waitForText('Running', 'Running', 20_000);
    await settled();
    await app.press('D');
    await app.waitForText(tagRefusals.deleteDeployed(NAME));

    // Configuration: the SDK's configuration form over the tag (no storage: a tag has none); replicas 1 -> 2 saved.
    await app.press('o');
    await app.waitForText(
      (f) => f.includes(`Configuration of the tag ${NAME}`) && /Replicas\s+‹ 1 ›/.test(f),
      'the configuration fields',
    );
    expect(app.frame()).toContain(`Tags > ${NAME} > Conf`);
    expect(app.frame()).not.toContain('Storage');
    await app.press(KEYS.down, KEYS.down, KEYS.right);
    await app.waitForText((f) => /Replicas\s+‹ 2 › \*/.test(f), 'replicas 2, changed');
    await app.press(KEYS.enter);
    await app.waitForText((f) => /Replicas\s+‹ 2 ›/.test(f) && !f.includes(' *'), 'replicas saved', 20_000);
    await app.press(KEYS.escape);
    await app.waitForText('Replicas 2', 'Replicas 2', 20_000);
    await settled();
    // Security: the SDK's security form, as a branch's (basic auth with its user and masked password, then the file
    // permission level alone), sent with the tag's PATCH .../security.
    await app.press('s');
    await app.waitForText(
      (f) => f.includes(`Security of the tag ${NAME}`) && /Basic auth\s+‹ off ›/.test(f),
      'the security fields',
    );
    expect(app.frame()).toContain(`Tags > ${NAME} > Secu`);
    await app.press(KEYS.right);
    await app.waitForText('Basic auth: the username');
    await app.press(...'bad user');
    await app.waitForText(BASIC_AUTH_USERNAME_INVALID_MESSAGE);
    await app.press(...backspaces(5), ...'user');
    await app.waitForText((f) => f.includes('> baduser_') && !f.includes(BASIC_AUTH_USERNAME_INVALID_MESSAGE));
    await app.press(KEYS.enter);
    await app.waitForText('Basic auth: the password of baduser');
    await app.press(...'s3cret');
    const typed = await app.waitForText('> ••••••');
    expect(typed).not.toContain('s3cret');
    await app.press(KEYS.enter);
    // Saved once the form shows the server's values again (no row marked changed).
    const unchanged = (f: string) => !f.includes(' *') && !f.includes('saving');
    await app.waitForText((f) => /Basic auth\s+‹ on ›/.test(f) && unchanged(f), 'basic auth saved', 20_000);
    expect(await copiedCommand(app)).toBe(
      `skiff tags security 'Acme Production/storefront@${NAME}' --basic-auth on --username baduser --password-stdin --wait`,
    );
    const ids = { workspaceId: workspace.id, projectId: project.id, deploymentId: created!._id };
    expect(await session.client.deployments.get(ids)).toMatchObject({
      isEnableBasicAuth: true,
      authUsername: 'baduser',
    });
    // The platform refuses a change while the tag's rollout runs: wait for it as a user would.
    await taskEnded();
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.right);
    await app.waitForText((f) => /File permissi.*‹ looser › \*/.test(f), 'looser, changed');
    await app.press(KEYS.enter);
    await app.waitForText((f) => /File permissi.*‹ looser ›/.test(f) && unchanged(f), 'looser saved', 20_000);
    expect(await copiedCommand(app)).toBe(
      `skiff tags security 'Acme Production/storefront@${NAME}' --file-permission looser --wait`,
    );
    await app.press(KEYS.escape);
    await app.waitForText('Files looser', 'Files looser', 20_000);
    await settled();

    // A custom domain: checked as typed, then listed on the screen.
    await app.press('a');
    await app.waitForText(`A custom domain for ${NAME}`);
    await app.press(...'not a domain');
    await app.waitForText(DOMAIN_INVALID_MESSAGE);
    for (let i = 0; i < 'not a domain'.length; i++) await app.press(KEYS.backspace);
    await app.press(...'shop.example.com', KEYS.enter);
    await app.waitForText(`Adding shop.example.com to ${NAME}.`);
    await app.waitForText('Custom domains: shop.example.com', 'Custom domains: shop.example.com', 20_000);
    await settled();
    expect(await copiedCommand(app)).toBe(
      `skiff tags domain-add 'Acme Production/storefront@${NAME}' shop.example.com --wait`,
    );

    // A backup: asked first, then listed, and it ends in SUCCESS.
    await app.press('c');
    await app.waitForText(`Take a backup of ${NAME}?`);
    await app.press('y');
    await app.waitForText(`Backing up ${NAME}.`);
    expect(await copiedCommand(app)).toBe(`skiff tags backup 'Acme Production/storefront@${NAME}' --wait`);
    await app.waitForText('SUCCESS', 'SUCCESS', 20_000);
    expect(await collect(session.client.deploymentBackups.list(ids))).toHaveLength(1);
    await settled();

    // Undeploy: the image tag must be typed exactly.
    await app.press('x');
    await app.waitForText(`Undeploy ${NAME}?`);
    await app.press(...'wrong', KEYS.enter);
    await app.waitForText(VALUE_NOT_MATCHING_MESSAGE);
    for (let i = 0; i < 'wrong'.length; i++) await app.press(KEYS.backspace);
    await app.press(...IMAGE, KEYS.enter);
    await app.waitForText(`Undeploying ${NAME}.`);
    expect(await copiedCommand(app)).toBe(
      `skiff tags undeploy 'Acme Production/storefront@${NAME}' --confirm ${IMAGE} --wait`,
    );
    await app.waitForText('Not Deployed', 'Not Deployed', 20_000);
    await settled();

    // Delete, once undeployed: back on the list, and the tag is gone.
    await waitFor(
      async () => (await tags()).some((t) => t.name === NAME && t.status === 'UNDEPLOY_APPLICATION_SUCCESS'),
      'undeployed',
      20_000,
      100,
    );
    await app.press('D');
    await app.waitForText(`Delete ${NAME}?`);
    await app.press(...IMAGE, KEYS.enter);
    await app.waitForText(`The tag ${NAME} was deleted.`);
    await app.waitForText('Tags of storefront');
    expect(await copiedCommand(app)).toBe(`skiff tags delete 'Acme Production/storefront@${NAME}' --confirm ${IMAGE}`);
    expect((await tags()).some((t) => t.name === NAME)).toBe(false);
    // A walk through six server tasks (deploy, configure, two security saves, backup, undeploy): longer than the 30 s default.
  }, 120_000);
});

describe("a tag's launch wizard, log and force HTTPS (issue 17 TUI holes)", () => {
  it('Given an undeployed tag, When w walks the launch wizard with 2 replicas, Then the tag runs with them, l opens its task log, h forces HTTPS and S sets its daily backup', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const project = await demoProject(session.client, workspace, 'storefront');
    const NAME = `v3.0.${attempt++}`;
    const created = await session.client.deployments.create(workspace.id, project.id, {
      name: NAME,
      containerImage: 'registry.example.com/shop:3.0.0',
    });
    const tag = { id: created._id, name: NAME };
    const ids = { workspaceId: workspace.id, projectId: project.id, deploymentId: tag.id };
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'projects', workspace },
        { name: 'tags', workspace, project },
        { name: 'tag', workspace, project, tag },
      ],
    });
    const screenSawEnd = followTaskEnds(app, (f) => f.includes(`Tag ${NAME} of storefront: backups`));
    /** The tag's last task has ended (SDK) and the tag screen shows the tag loaded after it (followTaskEnds). */
    const settled = async () => {
      const ended = await waitFor(
        async () => {
          const current = await session.client.deployments.get(ids);
          return isTaskRunning(current.lastActivity?.status) ? undefined : current;
        },
        'the tag task ended',
        20_000,
        100,
      );
      await screenSawEnd(ended?.lastActivity?._id);
    };
    await app.waitForText('Not Deployed');
    await app.press('h');
    await app.waitForText(tagRefusals.notDeployed(NAME));

    await app.press('w');
    await app.waitForText(`Launch ${NAME}: step 1 of 4`);
    expect(app.frame()).toContain(`Home > Acme Production > storefront > Tags > ${NAME} > La`);
    await app.waitForText('‹ From scratch ›');
    await app.press(KEYS.tab);
    await app.waitForText(`Launch ${NAME}: step 2 of 4, Security Settings`);
    await app.press(KEYS.tab);
    await app.waitForText(`Launch ${NAME}: step 3 of 4, Configuration Settings`);
    await app.waitForText((f) => /Replicas\s+‹ 1 ›/.test(f), 'one replica first');
    // The model's order: the roots, the secret manager and the image before the replicas.
    for (let i = 0; i < 20 && !/> Replicas/.test(app.frame()); i++) await app.press(KEYS.down);
    await app.press(KEYS.right);
    await app.waitForText((f) => /Replicas\s+‹ 2 ›/.test(f), 'two replicas');
    await app.press(KEYS.tab);
    await app.waitForText(`Launch ${NAME}: step 4 of 4`);
    await app.press(KEYS.enter);
    await app.waitForText(`Deploying ${NAME}.`);
    // The task's log in the wizard's place, live to its end; Esc goes back to the tag.
    await app.waitForText((f) => f.includes('SUCCESS') && !f.includes('step 4 of 4'), 'the launch log', 20_000);
    expect(await copiedCommand(app)).toMatch(
      new RegExp(
        `^skiff tags deploy 'Acme Production/storefront@${NAME.replaceAll('.', '\\.')}' .*--replicas 2 .*--wait$`,
      ),
    );
    await app.press(KEYS.escape);
    await app.waitForText(`Tag ${NAME} of storefront: backups`);
    await app.waitForText('Running', 'Running', 20_000);
    await settled();
    expect((await session.client.deployments.get(ids)).replicas).toBe(2);
    await app.press('w');
    await app.waitForText(tagRefusals.deployed(NAME));

    await app.press('l');
    await app.waitForText((f) => f.includes('SUCCESS') && /Deploy|deployment/i.test(f), 'the task log');
    await app.press(KEYS.escape);
    await app.waitForText(`Tag ${NAME} of storefront: backups`);
    await app.press('h');
    await app.waitForText(`Forcing HTTPS on ${NAME}…`);
    expect(await copiedCommand(app)).toBe(`skiff tags force-https 'Acme Production/storefront@${NAME}' on --wait`);
    await settled();
    await app.waitForText((f) => f.includes('HTTPS forced') && !f.includes('Processing'), 'HTTPS forced, task ended');
    expect((await session.client.deployments.get(ids)).secureConnection).toBe(true);

    // The daily backup (the SDK's backup model, a tag's database part): refused while the workspace does not allow
    // it (spec 002 section 6), then the UTC offset and the retention, checked as typed.
    expect(app.frame()).toContain('Daily backup: off');
    await session.client.workspaces.update(workspace.id, { name: 'Acme Production', enabledDailyBackup: false });
    await app.press('S');
    await app.waitForText(DISABLED_FOR_WORKSPACE_MESSAGE);
    await session.client.workspaces.update(workspace.id, { name: 'Acme Production', enabledDailyBackup: true });
    await app.press('S');
    await app.waitForText('Back up every day: at which UTC offset?');
    await app.press(...'UTC-5', KEYS.enter);
    await app.waitForText('Keep each daily backup how many days?');
    await app.press('5');
    await app.waitForText(BACKUP_RETENTION_CHOICE_MESSAGE);
    await app.press(KEYS.backspace, '7', KEYS.enter);
    await app.waitForText('Daily backup: on, UTC-5 (database), kept 7 days');
    expect(await copiedCommand(app)).toBe(
      `skiff tags backup-schedule 'Acme Production/storefront@${NAME}' --database --timezone UTC-5 --retention 7`,
    );
    expect(await session.client.deployments.get(ids)).toMatchObject({
      enabledDailyBackup: true,
      timezoneDailyBackup: -5,
      backupRetentionTime: 7,
    });
    await app.press('S');
    await app.waitForText('Turn the daily backup off?');
    await app.press('y');
    await app.waitForText('Daily backup: off');
    expect(await copiedCommand(app)).toBe(`skiff tags backup-schedule 'Acme Production/storefront@${NAME}' --off`);
  });
});
