import { DEMO_ADMIN, DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { REPOSITORY_TOKEN_EXPIRED_MESSAGE } from '../domain/project-rules.js';
import { projectSchema } from '../schemas/project.js';
import { createdProjectSchema } from '../schemas/project-extras.js';
import {
  NotFoundError,
  PermissionDeniedError,
  RepositoryTokenExpiredError,
  ValidationError,
} from '../transport/errors.js';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
let emulator: TestEmulator;
let owner: SkiffClient;
let admin: SkiffClient;
let dev: SkiffClient;
let workspaceId: string;
let storefrontId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400, allowFaultHeaders: true });
  owner = await emulator.clientFor(DEMO_OWNER);
  admin = await emulator.clientFor(DEMO_ADMIN);
  dev = await emulator.clientFor(DEMO_DEV);
  workspaceId = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
  storefrontId = (await owner.projects.list(workspaceId, { search: 'storefront' })).items[0]!._id;
});
afterAll(() => emulator?.close());

const reject = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );
const fields = async (promise: Promise<unknown>) => {
  const error = await reject(promise);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fields;
};

async function finished(activityId: string | null | undefined) {
  const ended = await waitFor(
    async () => {
      const a = await owner.activities.get(activityId!);
      return a.status === 'SUCCESS' || a.status === 'ERROR' ? a : undefined;
    },
    `activity ${activityId} to end`,
    30_000,
  );
  if (!ended) throw new Error('unreachable: waitFor returns a value');
  return ended;
}

describe('projects against a real emulator', () => {
  it('Given the create-project wizard, When fields are wrong, Then every failed field is listed; when right, the project initialises', async () => {
    expect(
      await fields(
        admin.projects.create(workspaceId, { name: ' ', repositoryProvider: 'GITHUB', isUseRepositoryToken: true }),
      ),
    ).toEqual(['name should not be empty', 'GitHub cannot use a repository token.']);
    const created = await admin.projects.create(workspaceId, {
      name: 'catalogue-api',
      description: 'Product catalogue API',
      projectType: 'nodejs',
      repositoryProvider: 'GITLAB',
      repositoryOwner: 'Acme Corp',
      repositoryName: 'catalogue-api',
      instances: ['main', { name: 'develop', originBranch: 'develop' }],
    });
    expect(createdProjectSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      name: 'catalogue-api',
      initialized: false,
      repositoryOwner: 'acmecorp',
      projectType: { key: 'nodejs' },
    });
    expect((await finished(created.activityId)).action).toBe('CREATE_PROJECT');
    const project = await admin.projects.get(workspaceId, created._id);
    expect(project.initialized).toBe(true);
    expect(project.rbac).toEqual([expect.objectContaining({ role: 'PROJECT_OWNER' })]);
    const branches = await admin.applications.list(workspaceId, created._id);
    expect(branches.items.map((a) => a.originBranch)).toEqual(['main', 'develop']);
    const resources = await admin.projects.resources(workspaceId, created._id);
    expect(resources.items.map((r) => r.kind)).toEqual(['application', 'application']);

    // Settings: rename ("Please enter name"), then delete (dev is no project owner; admin is).
    expect(await fields(admin.projects.update(workspaceId, created._id, { name: '' }))).toEqual(['Please enter name']);
    expect((await admin.projects.update(workspaceId, created._id, { name: 'catalog-api' })).name).toBe('catalog-api');
    const denied = await reject(dev.projects.delete(workspaceId, created._id));
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect((denied as Error).message).toBe(FORBIDDEN);
    expect(await admin.projects.delete(workspaceId, created._id)).toMatchObject({ deleted: true });
    await expect(admin.projects.get(workspaceId, created._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('Given a project with running branches, When deleted, Then it is refused', async () => {
    await expect(owner.projects.delete(workspaceId, storefrontId)).rejects.toThrow(
      'Undeploy every branch and tag of the project before deleting it.',
    );
  });

  it("Given the project types and the cross-workspace list, Then types are the spec's and a developer sees only their workspaces", async () => {
    const types = await owner.projects.types();
    expect(types.items.map((t) => t.key)).toEqual(
      expect.arrayContaining(['lamp', 'nodejs', 'drupal10_v2', 'wordpress', 'joomla4_v2']),
    );
    const all = await owner.projects.listAll({ pageSize: 1000 });
    const mine = await dev.projects.listAll({ pageSize: 1000 });
    expect(mine.items.map((p) => p.name)).toContain('storefront');
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.items.every((p) => projectSchema.safeParse(p).success)).toBe(true);
    const nodeOnly = await owner.projects.listAll({ projectTypeId: 'nodejs', pageSize: 1000 });
    expect(nodeOnly.items.every((p) => p.projectType?.key === 'nodejs')).toBe(true);
  });

  it('Given a catalogue template, When quickstart and quickclone run, Then projects are created; an unknown template is 404', async () => {
    const catalog = (await owner.catalogs.list()).items[0]!;
    const started = await owner.projects.quickStart(workspaceId, catalog._id, {
      repositoryProvider: 'GITHUB',
      name: 'qs-site',
    });
    expect((await finished(started.activityId)).status).toBe('SUCCESS');
    expect(started.catalog).toMatchObject({ _id: catalog._id });
    expect(
      await fields(
        owner.projects.quickClone(workspaceId, catalog._id, {
          name: 'qc',
          repositoryProvider: 'GITHUB',
          repositoryOwner: 'acme',
          repositoryName: '',
        }),
      ),
    ).toEqual(['repositoryName should not be empty']);
    const clone = await owner.projects.quickClone(workspaceId, catalog._id, {
      name: 'qc-site',
      repositoryProvider: 'GITHUB',
      repositoryOwner: 'acme',
      repositoryName: 'qc-site',
    });
    expect((await finished(clone.activityId)).action).toBe('QUICKCLONE_PROJECT');
    await expect(
      owner.projects.quickStart(workspaceId, '0'.repeat(24), { repositoryProvider: 'GITHUB' }),
    ).rejects.toThrow('Catalog not found');
  });

  it('Given the import form, When Pantheon fields are missing, Then they are listed; when given, MIGRATE_PROJECT runs', async () => {
    const missing = await fields(
      owner.projects.migrate(workspaceId, {
        name: 'old',
        platformMigrationType: 'PANTHEON',
        pantheonMachineToken: '',
        pantheonSiteId: '',
        repositoryProvider: 'GITLAB',
      }),
    );
    expect(missing).toEqual(['pantheonMachineToken should not be empty', 'pantheonSiteId should not be empty']);
    const migrated = await owner.projects.migrate(workspaceId, {
      name: 'old-site',
      platformMigrationType: 'PANTHEON',
      pantheonMachineToken: 't',
      pantheonSiteId: 's',
      repositoryProvider: 'GITLAB',
    });
    expect(migrated.projectType?.key).toBe('drupal7_v2');
    expect((await finished(migrated.activityId)).action).toBe('MIGRATE_PROJECT');
  });

  it("Given a project, When branches sync with a fresh or an expired token, Then it answers the success sentence or 498 with the spec's message", async () => {
    expect(await dev.projects.syncBranches(storefrontId)).toMatchObject({ message: 'Syncing branches successfully.' });
    const expired = await reject(
      dev.projects.syncBranches(storefrontId, { headers: { 'x-skiff-fault': 'repo-token=expired' } }),
    );
    expect(expired).toBeInstanceOf(RepositoryTokenExpiredError);
    expect((expired as Error).message).toBe(REPOSITORY_TOKEN_EXPIRED_MESSAGE);

    expect(
      await fields(
        owner.projects.updateRepository(storefrontId, {
          isUsePersonalToken: false,
          isUseRepositoryToken: true,
          repositoryToken: 't',
        }),
      ),
    ).toEqual(['GitHub cannot use a repository token.']);
    await expect(
      dev.projects.updateRepository(storefrontId, { isUsePersonalToken: true, isUseRepositoryToken: false }),
    ).rejects.toThrow(FORBIDDEN);
    expect(
      await owner.projects.updateRepository(storefrontId, { isUsePersonalToken: true, isUseRepositoryToken: false }),
    ).toMatchObject({ name: 'storefront' });
    expect(await dev.projects.validateConfig(storefrontId, 'main')).toMatchObject({ valid: true });
    await expect(dev.projects.validateConfig(storefrontId, 'no-such-branch')).rejects.toThrow('Branch not found');
  });

  it('Given project settings, When registries and editor extensions are saved, Then bad fields are listed and tokens never come back', async () => {
    expect(
      await fields(
        owner.projectSettings.setRegistry(workspaceId, storefrontId, {
          registryProvider: 'Github',
          registryServer: 'not a url',
          registryUsername: '',
          registryToken: '',
        }),
      ),
    ).toEqual([
      'registryServer: Invalid url',
      'registryUsername should not be empty',
      'registryToken should not be empty',
    ]);
    const saved = await owner.projectSettings.setRegistry(workspaceId, storefrontId, {
      registryProvider: 'Github',
      registryServer: 'ghcr.io',
      registryUsername: 'acme',
      registryToken: 'ghp_secret',
    });
    expect(saved).toMatchObject({ registryServer: 'ghcr.io', registryUsername: 'acme', isCustomRegistry: true });
    expect(JSON.stringify(saved)).not.toContain('ghp_secret');
    expect(
      await fields(
        owner.projectSettings.setBaseRegistry(workspaceId, storefrontId, {
          baseRegistryProvider: 'Docker Hub',
          baseRegistryServer: 'index.docker.io/v1',
          baseRegistryUsername: 'acme',
          baseRegistryToken: 't',
          baseRegistryTags: [],
        }),
      ),
    ).toEqual(['baseRegistryTags should not be empty']);
    const base = await owner.projectSettings.setBaseRegistry(workspaceId, storefrontId, {
      baseRegistryProvider: 'Docker Hub',
      baseRegistryServer: 'index.docker.io/v1',
      baseRegistryUsername: 'acme',
      baseRegistryToken: 't',
      baseRegistryTags: ['php:8.2'],
    });
    expect(base.baseRegistryTags).toEqual(['php:8.2']);
    const ext = await owner.projectSettings.setEditorExtensions(workspaceId, storefrontId, [
      'dbaeumer.vscode-eslint',
      'esbenp.prettier-vscode',
    ]);
    expect(ext.vscodeExtensions).toBe('dbaeumer.vscode-eslint,esbenp.prettier-vscode');
    await expect(dev.projectSettings.setEditorExtensions(workspaceId, storefrontId, [])).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('Given project collaborators, When roles change, Then only Maintainer or Developer are allowed and the owner row cannot be touched', async () => {
    const members = await dev.projectSettings.members(workspaceId, storefrontId);
    const devRow = members.items.find((m) => m.rawInfo?.email === DEMO_DEV)!;
    expect(devRow.role).toBe('PROJECT_DEVELOPER');
    await expect(
      dev.projectSettings.updateMember(workspaceId, storefrontId, devRow._id, 'PROJECT_MAINTAINER'),
    ).rejects.toThrow(FORBIDDEN);
    expect(
      await fields(admin.projectSettings.updateMember(workspaceId, storefrontId, devRow._id, 'PROJECT_OWNER' as never)),
    ).toEqual(['role must be one of the following values: PROJECT_MAINTAINER, PROJECT_DEVELOPER']);
    expect(
      await admin.projectSettings.updateMember(workspaceId, storefrontId, devRow._id, 'PROJECT_MAINTAINER'),
    ).toMatchObject({ role: 'PROJECT_MAINTAINER' });
    const ownerRow = members.items.find((m) => m.role === 'PROJECT_OWNER');
    if (ownerRow)
      await expect(admin.projectSettings.removeMember(workspaceId, storefrontId, ownerRow._id)).rejects.toBeInstanceOf(
        ValidationError,
      );
    expect(await admin.projectSettings.removeMember(workspaceId, storefrontId, devRow._id)).toMatchObject({
      deleted: true,
    });
    const after = await admin.projectSettings.members(workspaceId, storefrontId);
    expect(after.items.some((m) => m._id === devRow._id)).toBe(false);
  });
});
