import { NotFoundError, resolveProject, resolveWorkspace, type SecretValues, type SkiffClient } from '@skiff/sdk';
import {
  parseSecretImport,
  secretManagerNameError,
  secretValuesErrors,
  stripControlSequences,
} from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { readInputFile } from '../cli/input-file.js';
import { parseKeyValueLines, parseKeyValues, valuesFromEnv } from '../cli/key-value.js';
import { toJson } from '../cli/output.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { allItems } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { readStdin } from '../cli/stdin.js';
import { createFile, PRIVATE_FILE_MODE, writeToFile } from '../cli/text-file.js';
import type { ProjectOfTarget } from './app-deploy.js';
import { parseProjectRef } from './details.js';
import { secretManagerNamed } from './secret-manager-name.js';

/** A project's ids and names, from `workspace/project`. */
interface ProjectScope extends ProjectOfTarget {
  client: SkiffClient;
  label: string;
}

async function projectScope(ctx: Context, ref: string): Promise<ProjectScope> {
  const parts = parseProjectRef(ref);
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, parts.workspace);
  const project = await resolveProject(client, workspace._id, parts.project, workspace.name);
  return {
    client,
    workspaceId: workspace._id,
    projectId: project._id,
    workspaceName: workspace.name,
    projectName: project.name,
    label: `${workspace.name}/${project.name}`,
  };
}

/** The spec's name rule, before anything is sent. */
function checkName(name: string): void {
  const problem = secretManagerNameError(name);
  if (problem) throw new UsageError(`NAME '${name}': ${problem}`);
}

/** The manager's values, or undefined when it does not exist yet. */
async function currentValues(ctx: Context, scope: ProjectScope, name: string): Promise<SecretValues | undefined> {
  try {
    const manager = await scope.client.secretManagers.get(scope.workspaceId, scope.projectId, name, {
      signal: ctx.signal,
    });
    return Object.fromEntries(Object.entries(manager.values ?? {}).map(([k, v]) => [k, String(v)]));
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

function listManagers(ctx: Context, scope: ProjectScope) {
  return allItems(
    scope.client.secretManagers.list(scope.workspaceId, scope.projectId, { pageSize: 50 }, { signal: ctx.signal }),
  );
}

/** A manager by its name, any case; a miss is exit 5 with the close names ("did you mean"). */
async function getManager(ctx: Context, scope: ProjectScope, name: string) {
  const get = (exact: string) =>
    scope.client.secretManagers.get(scope.workspaceId, scope.projectId, exact, { signal: ctx.signal });
  try {
    return await get(name);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  return get(await secretManagerNamed(scope.client, scope, name, ctx.signal));
}

async function save(ctx: Context, scope: ProjectScope, name: string, values: SecretValues, verb: string) {
  const problems = secretValuesErrors(values);
  if (Object.keys(values).length === 0)
    throw new UsageError('No variables given: a secret manager needs at least one.');
  if (problems.length) throw new UsageError(problems.join('\n'));
  await scope.client.secretManagers.save(scope.workspaceId, scope.projectId, name, values, { signal: ctx.signal });
  const keys = Object.keys(values).sort();
  if (ctx.json) ctx.out.json({ name, project: scope.label, keys });
  else
    ctx.out.result(`${verb} secret manager ${name} of ${scope.label}: ${keys.length} variables (${keys.join(', ')}).`);
  return EXIT.ok;
}

/** `skiff secrets list WS/PROJECT`: the names only (the list never carries values). */
export async function listSecrets(ctx: Context, ref: string, options: PagingFlags = {}): Promise<number> {
  const scope = await projectScope(ctx, ref);
  const items = await listManagers(ctx, scope);
  const names = items.map((m) => ({ name: m.name, createdAt: m.createdAt ?? undefined }));
  const paged = listingOf(names, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({ items: paged.items, ...listingFacts(paged) });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [{ header: 'NAME' }],
    paged.items.map((m) => [m.name]),
    `No secret managers in ${scope.label}. Create one with: skiff secrets set '${ref}' NAME KEY=VALUE`,
  );
  printFooter(ctx, paged, { noun: 'secret managers', command: 'skiff secrets list' });
  return EXIT.ok;
}

/** `skiff secrets get WS/PROJECT NAME`: the variable names, and with --show-values the values too. */
export async function getSecret(ctx: Context, ref: string, name: string, options: { showValues?: boolean }) {
  const scope = await projectScope(ctx, ref);
  const manager = await getManager(ctx, scope, name);
  const values = manager.values ?? {};
  if (ctx.json) {
    const shown = options.showValues ? values : Object.fromEntries(Object.keys(values).map((k) => [k, null]));
    ctx.out.json({ name: manager.name, project: scope.label, values: shown });
    return EXIT.ok;
  }
  for (const [key, value] of Object.entries(values)) {
    ctx.out.result(stripControlSequences(options.showValues ? `${key}=${String(value)}` : key));
  }
  if (!options.showValues) ctx.out.info('Values hidden: add --show-values, or use: skiff secrets export');
  return EXIT.ok;
}

export interface SetSecretOptions {
  fromEnv?: string[];
  stdin?: boolean;
}

/** `skiff secrets set WS/PROJECT NAME KEY=VALUE... [--from-env KEY] [--stdin]`: merged into the manager's values. */
export async function setSecret(ctx: Context, ref: string, name: string, pairs: string[], options: SetSecretOptions) {
  checkName(name);
  const given = {
    ...parseKeyValues(pairs),
    ...valuesFromEnv(options.fromEnv ?? [], ctx.env),
    ...(options.stdin ? parseKeyValueLines(await readStdin(), 'stdin') : {}),
  };
  if (Object.keys(given).length === 0) {
    throw new UsageError('No variables given: add KEY=VALUE words, --from-env NAME, or --stdin with KEY=VALUE lines.');
  }
  const scope = await projectScope(ctx, ref);
  const existing = await currentValues(ctx, scope, name);
  return save(ctx, scope, name, { ...existing, ...given }, existing ? 'Updated' : 'Created');
}

/** `skiff secrets import WS/PROJECT NAME FILE.json`: the file's object becomes the manager's values (replaced). */
export async function importSecret(ctx: Context, ref: string, name: string, file: string) {
  checkName(name);
  const input = await readInputFile(file, 'FILE');
  const parsed = parseSecretImport(JSON.stringify(input.value ?? null));
  if ('error' in parsed) throw new UsageError(`${input.name}: ${parsed.error}`);
  const scope = await projectScope(ctx, ref);
  const existed = (await currentValues(ctx, scope, name)) !== undefined;
  return save(ctx, scope, name, parsed.values, existed ? 'Replaced' : 'Created');
}

/** `skiff secrets export WS/PROJECT NAME [-o FILE]`: the values as one JSON object, on stdout or in a 0600 file. */
export async function exportSecret(
  ctx: Context,
  ref: string,
  name: string,
  options: { output?: string; force?: boolean },
) {
  const scope = await projectScope(ctx, ref);
  const manager = await getManager(ctx, scope, name);
  const values = manager.values ?? {};
  if (!options.output || options.output === '-') {
    ctx.out.json(values);
    return EXIT.ok;
  }
  const file = await createFile(options.output, '--output', PRIVATE_FILE_MODE, { replace: options.force });
  try {
    await writeToFile(file, `${toJson(values)}\n`, options.output, '--output');
  } finally {
    await file.close();
  }
  if (ctx.json) ctx.out.json({ name: manager.name, file: options.output });
  else ctx.out.result(options.output);
  return EXIT.ok;
}

/** `skiff secrets delete WS/PROJECT NAME --yes`. */
export async function deleteSecret(ctx: Context, ref: string, name: string, flags: ConfirmFlags) {
  const scope = await projectScope(ctx, ref);
  const { name: found } = await getManager(ctx, scope, name);
  await confirmDestructive(ctx, { action: `delete the secret manager ${found} of ${scope.label}` }, flags);
  await scope.client.secretManagers.delete(scope.workspaceId, scope.projectId, found, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ name: found, project: scope.label, deleted: true });
  else ctx.out.result(`Deleted secret manager ${found} of ${scope.label}.`);
  return EXIT.ok;
}
