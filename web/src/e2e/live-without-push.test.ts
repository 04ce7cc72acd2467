import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LoginProvider, resolveApplicationRef } from '@skiff/sdk';
import { PUSH_FALLBACK_POLL_INTERVAL_MS } from '@skiff/sdk/domain';
import { undiciHttpClient } from '@skiff/sdk/node';
import { runCli } from '@skiff/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, DEMO_PASSWORD, signIn, useWebPage } from './browser.js';
import { nextFallbackPoll, nextPushReady } from './page-checks.js';

/** Within the polling interval after the CLI said the task ended (and a little for the page to draw). */
const WITHIN_MS = PUSH_FALLBACK_POLL_INTERVAL_MS + 2_000;

/**
 * A deploy started from the CLI (`apps deploy --wait`, which polls and so needs no push) shows its end on the
 * open page with the push channel and without it (the emulator's `--no-push`, where the SDK's polling fallback
 * feeds the same views): the overview's state, its task panel and actions, and the workspace's Applications list.
 */
describe.runIf(chromiumAvailable()).each([
  { push: true, name: 'with push' },
  { push: false, name: 'without push (--no-push)' },
])('web live updates $name', ({ push }) => {
  const web = useWebPage(undefined, { push });
  const configDir = mkdtempSync(join(tmpdir(), 'skiff-live-cli-'));
  afterAll(() => rmSync(configDir, { recursive: true, force: true }));

  /** `skiff apps deploy REF --wait` as the owner, in another process; resolves when the CLI says it ended. */
  async function deployFromCli(ref: string): Promise<number> {
    const provider = new LoginProvider({
      endpoint: `${web.origin}/cognito/`,
      clientId: 'skiff-emulator',
      http: undiciHttpClient(),
    });
    const token = (await provider.signIn(DEMO_OWNER, DEMO_PASSWORD)).idToken;
    const result = await runCli(['apps', 'deploy', ref, '--wait'], {
      env: { SKIFF_TOKEN: token, SKIFF_ORIGIN: web.origin, SKIFF_CONFIG_DIR: configDir },
      timeoutMs: 60_000,
    });
    expect(result.stderr + result.stdout).toContain('SUCCESS');
    expect(result.code).toBe(0);
    return Date.now();
  }

  it('Given the overview open, When the CLI deploys the branch, Then state, task panel and actions show the end in time', async () => {
    const { page } = web;
    await signIn(page, web.origin);
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const ids = await resolveApplicationRef(api, 'Acme Production/legacy-lamp/hotfix-cart');
    // Without push the deploy must be news to the page's polling: it starts once the fallback has taken stock.
    const watching = push ? Promise.resolve() : nextFallbackPoll(page);
    await page.goto(
      `${web.origin}/workspaces/${ids.workspaceId}/projects/${ids.projectId}/applications/${ids.applicationId}/overview`,
    );
    const state = page.getByTestId('application-state');
    await state.getByText('Error').waitFor(); // the demo world's hotfix-cart branches ended in ERROR
    await watching;

    const endedAt = await deployFromCli('Acme Production/legacy-lamp/hotfix-cart');
    await state.getByText('Running').waitFor({ timeout: WITHIN_MS });
    const pauseButton = page.getByRole('button', { name: 'Pause', exact: true });
    await expect.poll(() => pauseButton.isEnabled(), { timeout: WITHIN_MS }).toBe(true);
    expect(Date.now() - endedAt).toBeLessThanOrEqual(WITHIN_MS);
    expect(await page.getByText('IN_PROGRESS').count()).toBe(0);
  }, 120_000);

  it('Given the workspace Applications list open, When the CLI deploys a branch, Then its row turns Running without a reload', async () => {
    const { page } = web;
    await signIn(page, web.origin);
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const ids = await resolveApplicationRef(api, 'Acme Production/marketing-site/hotfix-cart');
    let loads = 0;
    page.on('load', () => loads++);
    const watching = push ? Promise.resolve() : nextFallbackPoll(page);
    await page.goto(`${web.origin}/workspaces/${ids.workspaceId}/applications`);
    // Three projects have a hotfix-cart branch (the Name column shows the branch): count the Running ones.
    const rows = page.getByRole('row').filter({ hasText: 'hotfix-cart' });
    await rows.first().waitFor();
    const running = rows.filter({ hasText: 'Running' });
    const before = await running.count();
    loads = 0;
    await watching;

    const endedAt = await deployFromCli('Acme Production/marketing-site/hotfix-cart');
    await expect.poll(() => running.count(), { timeout: WITHIN_MS }).toBe(before + 1);
    expect(Date.now() - endedAt).toBeLessThanOrEqual(WITHIN_MS);
    expect(loads).toBe(0);
  }, 120_000);

  it('Given the workspace list open, When a workspace is created elsewhere, Then it appears in time without a reload', async () => {
    const { page } = web;
    await signIn(page, web.origin);
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await api.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const name = `Created elsewhere ${push ? 'pushed' : 'polled'}`;
    // A push message sent before the page's socket is ready, or an activity older than the fallback's first poll,
    // never reaches the page: the workspace is created once the page listens.
    const listening = push ? nextPushReady(page) : nextFallbackPoll(page);
    await page.goto(`${web.origin}/workspaces?search=${encodeURIComponent('Created elsewhere')}`);
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    await listening;
    let loads = 0;
    page.on('load', () => loads++);

    // Creating a workspace records its CREATE_NAMESPACE activity, which push sends and the polling fallback reads.
    await api.workspaces.create({ name, environmentId: acme.environment?._id ?? '' });
    const createdAt = Date.now();
    await page.getByText(name).first().waitFor({ timeout: WITHIN_MS });
    expect(Date.now() - createdAt).toBeLessThanOrEqual(WITHIN_MS);
    expect(loads).toBe(0);
  }, 120_000);
});
