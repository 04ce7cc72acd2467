/**
 * Whole entities (issue 16 item 4): for every entity spec section 3 lists, one answer of a real emulator, read
 * through the SDK, carries every field the spec names (null where unset), and the SDK's schema for it declares each
 * of them, so a front end reaches any of them without a cast. Fields and sources: spec-entities.ts.
 */
import { SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredPaths, missingPaths } from './entity-fields.js';
import { type EntityWorld, SPEC_ENTITIES } from './spec-entities.js';

let emu: TestEmulator;
let client: SkiffClient;
let world: EntityWorld;

beforeAll(async () => {
  emu = await startTestEmulator({ taskSpeed: 200 });
  client = new SkiffClient({ origin: emu.origin, http: undiciHttpClient(), token: await emu.tokenFor(DEMO_OWNER) });
  const acme = (await client.workspaces.list({ search: 'Acme Production' })).items[0]!;
  const project = (await client.projects.list(acme._id, { search: 'storefront' })).items[0]!;
  const apps = (await client.applications.list(acme._id, project._id, { pageSize: 50 })).items;
  // A running tag, so that its answer and its pods are those of a deployed one.
  const tag = await client.deployments.create(acme._id, project._id, { name: 'v-whole', containerImage: 'nginx:1' });
  const tagIds = { workspaceId: acme._id, projectId: project._id, deploymentId: tag._id };
  const started = await client.deployments.activate(tagIds, {});
  await waitFor(
    async () => ['SUCCESS', 'ERROR'].includes((await client.activities.get(started.activityId!)).status) || undefined,
    'the tag to deploy',
    30_000,
  );
  world = {
    workspace: acme._id,
    project: project._id,
    main: apps.find((a) => a.originBranch === 'main')!._id,
    deployment: tag._id,
  };
}, 60_000);
afterAll(() => emu?.close());

const figures: string[] = [];
afterAll(() => {
  process.stdout.write(`\nWhole entities (spec fields answered / listed)\n${figures.join('\n')}\n`);
});

describe.each(SPEC_ENTITIES)('the $name (spec $spec)', (entity) => {
  it("Given the SDK's schema, Then it declares every field the spec lists", () => {
    const undeclared = entity.fields.filter((path) => !declaredPaths(entity.schema).has(path));
    figures.push(
      `${entity.name}: schema declares ${entity.fields.length - undeclared.length}/${entity.fields.length}${undeclared.length ? ` (not: ${undeclared.join(' ')})` : ''}`,
    );
    expect(undeclared).toEqual([]);
  });

  it("Given the emulator's answer read through the SDK, Then it carries every field the spec lists", async () => {
    const answer = await entity.answer(client, world);
    if (answer === undefined) figures.push(`${entity.name}: no answer to read`);
    expect(answer, 'the demo world has one to read').toBeTypeOf('object');
    const missing = missingPaths(answer as object, entity.fields);
    figures.push(
      `${entity.name}: answer carries ${entity.fields.length - missing.length}/${entity.fields.length}${missing.length ? ` (not: ${missing.join(' ')})` : ''}`,
    );
    expect(missing).toEqual([]);
    for (const field of Object.keys(entity.withheld ?? {})) expect(answer).not.toHaveProperty(field);
  });
});
