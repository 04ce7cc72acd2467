import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { SECRET_NAME_INVALID_MESSAGE } from '../domain/secret-rules.js';
import { secretManagerSchema } from '../schemas/secret.js';
import { ConflictError, NotFoundError, PermissionDeniedError, ValidationError } from '../transport/errors.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;
let workspaceId: string;
let projectId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  [owner, dev] = await Promise.all([emulator.clientFor(DEMO_OWNER), emulator.clientFor(DEMO_DEV)]);
  workspaceId = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
  projectId = (await owner.projects.list(workspaceId, { search: 'storefront' })).items[0]!._id;
});
afterAll(() => emulator?.close());

const fields = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fields;
};

describe('secret managers against a real emulator', () => {
  it("Given the secret manager form, When name or keys break the rules, Then the spec's messages come back", async () => {
    expect(await fields(owner.secretManagers.save(workspaceId, projectId, 'prod_env', { DB_HOST: 'db' }))).toEqual([
      SECRET_NAME_INVALID_MESSAGE,
    ]);
    expect(
      await fields(owner.secretManagers.save(workspaceId, projectId, 'prod-env', { 'DB-HOST': 'db', PORT: '' })),
    ).toEqual(['Variable name is invalid', 'Please input value or delete this field.']);
    expect(await fields(owner.secrets.create(projectId, { name: '', values: {} }))).toEqual(['please enter name']);
  });

  it('Given a saved manager, When listed, read, replaced and deleted, Then the list has names only and values follow', async () => {
    const created = await owner.secretManagers.save(workspaceId, projectId, 'prod-env', {
      DB_HOST: 'db.internal',
      DB_PORT: '3306',
    });
    expect(secretManagerSchema.safeParse(created).success).toBe(true);
    const list = await dev.secretManagers.list(workspaceId, projectId);
    expect(list.items.map((m) => m.name)).toEqual(['prod-env']);
    expect(list.items[0]!.values).toBeUndefined();
    expect((await owner.secretManagers.get(workspaceId, projectId, 'prod-env')).values).toEqual({
      DB_HOST: 'db.internal',
      DB_PORT: '3306',
    });
    const forbidden = await dev.secretManagers.get(workspaceId, projectId, 'prod-env').catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(PermissionDeniedError);
    expect((forbidden as Error).message).toBe('Sorry, you are not authorized to access this page.');

    const replaced = await owner.secretManagers.save(workspaceId, projectId, 'prod-env', { DB_HOST: 'db2.internal' });
    expect(replaced.values).toEqual({ DB_HOST: 'db2.internal' });
    expect(await owner.secretManagers.delete(workspaceId, projectId, 'prod-env')).toMatchObject({ deleted: true });
    await expect(owner.secretManagers.get(workspaceId, projectId, 'prod-env')).rejects.toThrow(
      'Secret manager not found',
    );
  });

  it('Given secret sets by project id, When created twice, read and deleted, Then the second is a conflict and the set is gone after', async () => {
    const set = await owner.secrets.create(projectId, { name: 'staging', values: { API_KEY: 'k' } });
    expect(set._id).toMatch(/^[0-9a-f]{24}$/);
    await expect(owner.secrets.create(projectId, { name: 'staging', values: { API_KEY: 'k' } })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await dev.secrets.list(projectId)).items.map((s) => s.name)).toEqual(['staging']);
    expect((await owner.secrets.get(projectId, set._id!)).values).toEqual({ API_KEY: 'k' });
    // The same manager is reachable by name.
    expect((await owner.secretManagers.get(workspaceId, projectId, 'staging')).values).toEqual({ API_KEY: 'k' });
    await expect(dev.secrets.delete(projectId, set._id!)).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await owner.secrets.delete(projectId, set._id!)).toMatchObject({ deleted: true });
    await expect(owner.secrets.get(projectId, set._id!)).rejects.toBeInstanceOf(NotFoundError);
    await expect(owner.secrets.list('0'.repeat(24))).rejects.toThrow('Project not found');
  });

  it('Given a secret manager, When a tag is configured with it or with an unknown one, Then only the known one is accepted', async () => {
    await owner.secretManagers.save(workspaceId, projectId, 'tag-env', { A: '1' });
    const tag = await owner.deployments.create(workspaceId, projectId, { name: 'v9', containerImage: 'x:9' });
    const ids = { workspaceId, projectId, deploymentId: tag._id };
    expect(await fields(owner.deployments.updateConfiguration(ids, { secretManager: 'nope' }))).toEqual([
      'secretManager must name one of the project secret managers',
    ]);
    const saved = await owner.deployments.updateConfiguration(ids, { secretManager: 'tag-env' });
    expect(saved.deployment?.secretManager).toBe('tag-env');
  });
});
