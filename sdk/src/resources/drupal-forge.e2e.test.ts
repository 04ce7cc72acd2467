import {
  apiFailureOf,
  DEMO_ADMIN,
  DEMO_DEV,
  DEMO_OWNER,
  startTestEmulator,
  type TestEmulator,
  waitFor,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { EXPRESS_LAUNCH_EMPTY_MESSAGE } from '../domain/drupal-forge.js';
import { drupalForgeApplicationSchema, drupalForgeWidgetSchema } from '../schemas/drupal-forge.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
const HOUR = 3_600_000;

let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  [owner, admin, dev] = await Promise.all([
    emulator.clientFor(DEMO_OWNER),
    emulator.clientFor(DEMO_ADMIN),
    emulator.clientFor(DEMO_DEV),
  ]);
});
afterAll(() => emulator?.close());

/** The error a call fails with (status and NestJS message), or a failure when it succeeds. */
async function settled(activityId: string | null | undefined, status = 'SUCCESS'): Promise<void> {
  expect(activityId).toBeTruthy();
  const final = await waitFor(
    async () => {
      const activity = await owner.activities.get(activityId!);
      return ['SUCCESS', 'ERROR'].includes(activity.status) ? activity : undefined;
    },
    `activity ${activityId}`,
    30_000,
  );
  expect(final?.status).toBe(status);
}

type WithCatalog = { catalog?: { _id: string; name: string; forgeSpotNamespace?: string } | null };

/** The demo templates are reached through the applications made from them (there is no template list here). */
async function templateIdNamed(name: string): Promise<string> {
  const page = await owner.drupalForge.list({ email: DEMO_OWNER, pageSize: 50 });
  const project = page.items.map((a) => a.project as WithCatalog).find((p) => p.catalog?.name === name);
  expect(project, `an application made from ${name}`).toBeDefined();
  return project!.catalog!._id;
}

describe('Drupal Forge applications against a real emulator', () => {
  let cmsTemplate: string;
  let appId: string;
  const submissionId = 'sub-e2e-1';

  it('Given the demo world, When the owner lists their Drupal Forge apps, Then the running seed app parses with its expiry', async () => {
    const page = await owner.drupalForge.list({ email: DEMO_OWNER, pageSize: 5 });
    expect(page.total).toBe(1);
    const app = drupalForgeApplicationSchema.parse(page.items[0]);
    expect(app.drupalForge).toMatchObject({ isActive: true, email: DEMO_OWNER, isIncludeDev: true });
    expect(app.status).toBe('DEPLOY_APPLICATION_SUCCESS');
    expect(typeof app.expiredTime).toBe('number');
    expect(Number(app.expiredTime)).toBeGreaterThan(Date.now());
    cmsTemplate = await templateIdNamed('Drupal CMS');
  });

  it('Given another user, When they list the owner’s apps, Then 403; without email, Then 400 listing the field', async () => {
    expect(await apiFailureOf(dev.drupalForge.list({ email: DEMO_OWNER }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(await apiFailureOf(dev.drupalForge.list({ email: '' }))).toEqual({
      status: 400,
      message: ['email should not be empty', 'email must be an email'],
    });
  });

  it('Given a template, When the owner express-launches it for dev, Then a deploy task runs and dev sees a running app', async () => {
    const bad = await apiFailureOf(owner.drupalForge.launch({} as never));
    expect(bad.status).toBe(400);
    expect(bad.message).toEqual(
      expect.arrayContaining([
        'submissionId should not be empty',
        'templateId should not be empty',
        'isEnableEditor must be a boolean value',
      ]),
    );
    const missing = await apiFailureOf(
      owner.drupalForge.launch({ submissionId, templateId: 'nope', isEnableEditor: true, email: DEMO_DEV }),
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await apiFailureOf(
          dev.drupalForge.launch({ submissionId, templateId: cmsTemplate, isEnableEditor: true, email: DEMO_OWNER }),
        )
      ).status,
    ).toBe(403);

    const started = await owner.drupalForge.launch({
      submissionId,
      templateId: cmsTemplate,
      isEnableEditor: false,
      email: DEMO_DEV,
    });
    expect(started.status).toBe('success');
    appId = started.applicationId!;
    await settled(started.activityId);
    const app = await dev.drupalForge.get(appId);
    expect(app.status).toBe('DEPLOY_APPLICATION_SUCCESS');
    expect(app.drupalForge).toMatchObject({ submissionId, isActive: true, isIncludeDev: false, email: DEMO_DEV });
    expect(app.project).toMatchObject({ name: `Drupal CMS-activated - ${DEMO_DEV}` });
    expect((await dev.drupalForge.list({ email: DEMO_DEV })).items.map((a) => a._id)).toEqual([appId]);
    expect(await apiFailureOf(admin.drupalForge.get(appId))).toEqual({ status: 403, message: FORBIDDEN });
    expect((await apiFailureOf(dev.drupalForge.get('0123456789abcdef01234567'))).status).toBe(404);
  });

  it('Given a submission, When read by submission and for the widget, Then the same app with links on the origin', async () => {
    expect((await dev.drupalForge.getBySubmission(submissionId))._id).toBe(appId);
    const widget = drupalForgeWidgetSchema.parse(
      await dev.drupalForge.widget(submissionId, 'https://console.example.com/'),
    );
    expect(widget.applicationId).toBe(appId);
    expect(widget.workspaceUrl).toMatch(
      new RegExp(`^https://console.example.com/workspaces/\\w+/projects/\\w+/applications/${appId}/overview$`),
    );
    expect(widget.extendTimeUrl).toMatch(/^https:\/\/console.example.com\/extend-application\?token=/);
    expect(widget).toMatchObject({ isActive: true, isIncludeDev: false, capacity: '1CPU, 2GB RAM', vscodeURL: null });
    expect((await apiFailureOf(dev.drupalForge.widget('no-such-submission'))).status).toBe(404);
  });

  it('Given an app, When its time is extended with the editor, Then the expiry moves 24 hours and the editor is included', async () => {
    const before = Number((await dev.drupalForge.get(appId)).expiredTime);
    const mismatch = await apiFailureOf(
      dev.drupalForge.extendTime(submissionId, { submissionId: 'other', isEnableEditor: true }),
    );
    expect(mismatch).toEqual({ status: 400, message: ['submissionId must match the submission of the path'] });
    await dev.drupalForge.extendTime(submissionId, { submissionId, isEnableEditor: true });
    const after = await dev.drupalForge.get(appId);
    expect(Number(after.expiredTime) - before).toBeGreaterThanOrEqual(24 * HOUR);
    expect(after.drupalForge?.isIncludeDev).toBe(true);
  });

  it('Given an app, When it is saved for another user, Then that user can read it and the first one cannot', async () => {
    expect(
      (
        await apiFailureOf(
          dev.drupalForge.save(submissionId, { submissionId, isEnableEditor: true, email: DEMO_ADMIN }),
        )
      ).status,
    ).toBe(403);
    await owner.drupalForge.save(submissionId, { submissionId, isEnableEditor: true, email: DEMO_ADMIN });
    expect((await admin.drupalForge.get(appId)).drupalForge?.email).toBe(DEMO_ADMIN);
    expect((await apiFailureOf(dev.drupalForge.get(appId))).status).toBe(403);
  });

  it('Given a deployed app, When it is purchased, Then it cannot be sold again and GitHub users can be invited', async () => {
    expect((await admin.drupalForge.checkForSelling(appId)).status).toBe('success');
    const ends = Date.now() + 90 * 24 * HOUR;
    await admin.drupalForge.purchase(appId, { applicationId: appId, email: DEMO_ADMIN, subscriptionEnded: ends });
    const bought = await admin.drupalForge.get(appId);
    expect(bought.subscriptionEnded).toBe(ends);
    expect(bought.expiredTime).toBe(ends);
    expect(await apiFailureOf(admin.drupalForge.checkForSelling(appId))).toEqual({
      status: 400,
      message: 'Application is already purchased.',
    });
    expect(await apiFailureOf(admin.drupalForge.inviteGithub(appId, '-bad-'))).toEqual({
      status: 400,
      message: ['githubUsername must be a valid GitHub username'],
    });
    await admin.drupalForge.inviteGithub(appId, 'octo-cat');
    expect((await admin.drupalForge.get(appId)).githubUsernames).toEqual(['octo-cat']);
  });

  it('Given a cancelled subscription that ended, When the admin sweep runs, Then the app pauses; unpause waits for an extension', async () => {
    await admin.drupalForge.cancel(appId, {
      applicationId: appId,
      email: DEMO_ADMIN,
      subscriptionEnded: Date.now() - 1000,
    });
    expect(await apiFailureOf(dev.drupalForge.pauseExpired())).toEqual({ status: 403, message: FORBIDDEN });
    const sweep = await owner.drupalForge.pauseExpired();
    expect(sweep.count).toBe(1);
    await settled(sweep.activityIds![0]);
    const paused = await admin.drupalForge.get(appId);
    expect(paused).toMatchObject({ replicas: 0, status: 'DEPLOY_APPLICATION_SUCCESS' });
    expect(paused.drupalForge?.isActive).toBe(false);
    expect(await apiFailureOf(admin.drupalForge.unpause(appId))).toEqual({
      status: 400,
      message: 'Application is expired. Please extend the expiration time.',
    });
    await admin.drupalForge.extendTime(submissionId, { submissionId, isEnableEditor: true });
    await settled((await admin.drupalForge.unpause(appId)).activityId);
    expect((await admin.drupalForge.get(appId)).drupalForge?.isActive).toBe(true);
  });

  it('Given a running app, When deactivated with its submission, Then it is undeployed by a task', async () => {
    expect(await apiFailureOf(admin.drupalForge.deactivate(appId, { submissionId: 'other' }))).toEqual({
      status: 400,
      message: ['submissionId must match the submission of the application'],
    });
    await settled((await admin.drupalForge.deactivate(appId, { submissionId })).activityId);
    expect((await admin.drupalForge.get(appId)).status).toBe('UNDEPLOY_APPLICATION_SUCCESS');
    expect((await apiFailureOf(admin.drupalForge.checkForSelling(appId))).message).toBe('Application is not deployed.');
  });

  it('Given DrupalPod variables, When a pod is created and later expires, Then the deactivate sweep undeploys it', async () => {
    const env =
      'DP_IMAGE=devpanel/drupal-9:develop,DP_APP_ROOT=/var/www/html,DP_WEB_ROOT=/var/www/html/web,DP_REPO_BRANCH=https://git.drupalcode.org/issue/drupalpod-3504317/-/tree/drupalforge';
    expect(
      await apiFailureOf(
        owner.drupalForge.createDrupalPod({ submissionId: 'pod-1', envVariables: 'oops', email: DEMO_OWNER }),
      ),
    ).toEqual({ status: 400, message: ['envVariables must be a comma-separated list of KEY=VALUE pairs'] });
    const pod = await owner.drupalForge.createDrupalPod({
      submissionId: 'pod-1',
      envVariables: env,
      email: DEMO_OWNER,
    });
    await settled(pod.activityId);
    const app = await owner.drupalForge.getBySubmission('pod-1');
    expect(app).toMatchObject({ _id: pod.applicationId, originBranch: 'drupalforge', webRoot: '/var/www/html/web' });
    await owner.drupalForge.purchase(pod.applicationId!, { applicationId: pod.applicationId!, email: DEMO_OWNER });
    await owner.drupalForge.cancel(pod.applicationId!, {
      applicationId: pod.applicationId!,
      email: DEMO_OWNER,
      subscriptionEnded: Date.now() - 1000,
    });
    const paused = await owner.drupalForge.pauseExpired();
    await settled(paused.activityIds![0]);
    expect(await apiFailureOf(admin.drupalForge.deactivateExpired())).toEqual({ status: 403, message: FORBIDDEN });
    const swept = await owner.drupalForge.deactivateExpired();
    expect(swept.count).toBe(1);
    await settled(swept.activityIds![0]);
    expect((await owner.drupalForge.get(pod.applicationId!)).status).toBe('UNDEPLOY_APPLICATION_SUCCESS');
  });
});

describe('Drupal Forge templates and express launch against a real emulator', () => {
  let template: string;
  beforeAll(async () => {
    template = await templateIdNamed('Drupal CMS');
  });

  it('Given a template, When hot instances are added and removed, Then the counts follow and removing at 0 is refused', async () => {
    expect(await owner.drupalForge.expressLaunchCount(template)).toEqual({ ready: 0, inprogress: 0 });
    const added = await owner.drupalForge.increaseExpressLaunch(template);
    expect(added.ready + added.inprogress).toBe(1);
    await waitFor(
      async () => (await owner.drupalForge.expressLaunchCount(template)).ready === 1,
      'a ready hot instance',
    );
    expect(await owner.drupalForge.decreaseExpressLaunch(template)).toEqual({ ready: 0, inprogress: 0 });
    expect(await apiFailureOf(owner.drupalForge.decreaseExpressLaunch(template))).toEqual({
      status: 400,
      message: EXPRESS_LAUNCH_EMPTY_MESSAGE,
    });
  });

  it('Given users outside the Drupal Forge workspace, When they use express launch, Then 403; unknown template 404', async () => {
    expect(await apiFailureOf(admin.drupalForge.expressLaunchCount(template))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect((await apiFailureOf(dev.drupalForge.increaseExpressLaunch(template))).status).toBe(403);
    expect((await apiFailureOf(owner.drupalForge.expressLaunchCount('missing'))).status).toBe(404);
  });

  it('Given the admin, When the scheduled function adds an instance, Then it counts; others get 403', async () => {
    const counts = await owner.drupalForge.lambdaIncrease(template);
    expect(counts.ready + counts.inprogress).toBe(1);
    expect(await apiFailureOf(dev.drupalForge.lambdaIncrease(template))).toEqual({ status: 403, message: FORBIDDEN });
    await owner.drupalForge.decreaseExpressLaunch(template);
  });

  it('Given a template, When the admin sets its namespace, Then a bad namespace is 400 and a member is 403', async () => {
    expect(
      (await owner.drupalForge.updateTemplate(template, { forgeSpotNamespace: 'forge-spot', email: DEMO_OWNER }))
        .status,
    ).toBe('success');
    expect(
      await apiFailureOf(
        owner.drupalForge.updateTemplate(template, { forgeSpotNamespace: 'Bad_NS', email: DEMO_OWNER }),
      ),
    ).toEqual({
      status: 400,
      message: ['forgeSpotNamespace must be a valid namespace'],
    });
    expect(
      (await apiFailureOf(dev.drupalForge.updateTemplate(template, { forgeSpotNamespace: 'x', email: DEMO_DEV })))
        .status,
    ).toBe(403);
    const page = await owner.drupalForge.list({ email: DEMO_OWNER, pageSize: 50 });
    const catalogs = page.items.map((a) => (a.project as WithCatalog).catalog).filter((c) => c?._id === template);
    expect(catalogs[0]?.forgeSpotNamespace).toBe('forge-spot');
  });
});
