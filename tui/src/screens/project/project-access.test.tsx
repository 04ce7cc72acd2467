import { SkiffClient } from '@skiff/sdk';
import { REPOSITORY_TOKEN_EXPIRED_MESSAGE, SYNC_BRANCHES_SUCCESS_MESSAGE } from '@skiff/sdk/domain';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoProject, demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { GITHUB_REPOSITORY_TOKEN_MESSAGE, REPOSITORY_TOKEN_REQUIRED_MESSAGE } from './ask-project-access.js';

const session = setupEmulatorSession({ push: false, allowFaultHeaders: true });

async function projectRoutes(projectName: string, tab: 'branches' | 'projectSettings') {
  const workspace = await demoWorkspace(session.client, 'Acme Production');
  const project = await demoProject(session.client, workspace, projectName);
  const routes = [
    { name: 'workspaces' as const },
    { name: 'projects' as const, workspace },
    { name: tab, workspace, project },
  ];
  return { workspace, project, routes };
}

describe("a project's branches, type and git access (spec 002 sections 2.1 and 2.4; issue 17 TUI holes)", () => {
  it('Given the branch list, When s is pressed, Then the spec message and the skiff command', async () => {
    const { routes } = await projectRoutes('storefront', 'branches');
    const app = session.render({ initialRoutes: routes });
    await app.waitForText('Branches of storefront');
    await app.press('s');
    await app.waitForText(SYNC_BRANCHES_SUCCESS_MESSAGE);
    expect(await copiedCommand(app)).toBe("skiff projects sync 'Acme Production/storefront'");
  });

  it("Given a project whose git token expired, When s is pressed, Then the spec's sentence (a real 498 of the emulator)", async () => {
    const { routes } = await projectRoutes('storefront', 'branches');
    // Every call of this client asks the emulator for its expired-token state (only the sync answers it: 498).
    const http = undiciHttpClient();
    const expired = new SkiffClient({
      origin: session.emulator.origin,
      token: await session.emulator.tokenFor(DEMO_OWNER),
      http: {
        send: (request) =>
          http.send({ ...request, headers: { ...request.headers, 'x-skiff-fault': 'repo-token=expired' } }),
      },
    });
    const app = session.render({ client: expired, initialRoutes: routes });
    await app.waitForText('Branches of storefront');
    await app.press('s');
    await app.waitForText(REPOSITORY_TOKEN_EXPIRED_MESSAGE);
  });

  it('Given Project Settings, When T is pressed and a type typed, Then an unknown one is refused and the platform holds the new one', async () => {
    const { workspace, project, routes } = await projectRoutes('storefront', 'projectSettings');
    const app = session.render({ initialRoutes: routes });
    await app.waitForText('Git information');
    await app.press('T');
    await app.waitForText('The project type of storefront');
    await app.press(...'drupal1');
    await app.waitForText('Not a project type. Types: drupal10, drupal10_v2, drupal11, drupal11_v2');
    await app.press(...'1_v2', KEYS.enter);
    await app.waitForText('The project storefront is now of type Drupal 11 (v2).');
    await app.waitForText((f) => /Type\s+Drupal 11 \(v2\)/.test(f), 'the new type in Basic information');
    expect(await copiedCommand(app)).toBe("skiff projects update 'Acme Production/storefront' --type drupal11_v2");
    expect((await session.client.projects.get(workspace.id, project.id)).projectType?.key).toBe('drupal11_v2');
  });

  it('Given a Bitbucket project, When A sets a repository token, Then it is typed hidden, saved and shown as dots; GitHub is refused one', async () => {
    const { workspace, project, routes } = await projectRoutes('legacy-lamp', 'projectSettings');
    const app = session.render({ initialRoutes: routes });
    await app.waitForText('Git information');
    await app.press('A');
    await app.waitForText('Reach the repository with');
    await app.press('r', KEYS.enter);
    await app.waitForText('The repository token');
    await app.press(KEYS.enter);
    await app.waitForText(REPOSITORY_TOKEN_REQUIRED_MESSAGE);
    await app.press(...'bb-secret-42', KEYS.enter);
    const frame = await app.waitForText('legacy-lamp now reaches its repository with a repository token.');
    expect(frame).not.toContain('bb-secret-42');
    await app.waitForText((f) => /Access\s+repository token •+/.test(f), 'the access line');
    expect(await copiedCommand(app)).toBe(
      "skiff projects refresh-token 'Acme Production/legacy-lamp' --repository-token-stdin",
    );
    const saved = await session.client.projects.get(workspace.id, project.id);
    expect([saved.isUseRepositoryToken, saved.isUsePersonalToken]).toEqual([true, false]);
    app.unmount();

    const github = await projectRoutes('storefront', 'projectSettings');
    const second = session.render({ initialRoutes: github.routes });
    await second.waitForText('Git information');
    await second.press('A');
    await second.waitForText('p: your personal git token');
    await second.press('r', KEYS.enter);
    await second.waitForText(GITHUB_REPOSITORY_TOKEN_MESSAGE);
    await second.press(KEYS.backspace, 'p', KEYS.enter);
    await second.waitForText('storefront now reaches its repository with your personal git token.');
    await second.waitForText((f) => /Access\s+your personal git token/.test(f), 'the access line');
    const after = await session.client.projects.get(github.workspace.id, github.project.id);
    expect(after.isUsePersonalToken).toBe(true);
  });
});
