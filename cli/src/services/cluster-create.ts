import {
  type ClusterFormContext,
  clusterFormAnswersOf,
  clusterFormErrors,
  clusterFormRequest,
  type SkiffClient,
  type WizardField,
} from '@skiff/sdk';
import { formatNodeRange, type NodeCounts, nodeRangeOf, stripControlSequences } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { readOptionsFile, type SchemaLike } from '../cli/input-file.js';
import { modelAnswers } from '../cli/model-options.js';
import { integerOption } from '../cli/parsers.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import { clusterFields } from '../commands/model-fields.js';
import { checkWaitOptions, followStartedTask, type WaitOptions } from './run-task.js';

/** The create flags: the cluster form's fields (commands/model-fields.ts), `--file`, `--dry-run` and `--wait`. */
export interface CreateClusterOptions extends WaitOptions {
  file?: string;
  dryRun?: boolean;
  dbStorage?: string;
  [flag: string]: unknown;
}

/** Every field of the form, whichever the provider (DigitalOcean's has them all), by key. */
const FORM_FIELDS: ReadonlyMap<string, WizardField> = new Map(clusterFields().map((field) => [field.key, field]));

/** The flags as the form's answers, by field key (a flag not given is left out). */
async function fromFlags(options: CreateClusterOptions): Promise<Record<string, string | boolean>> {
  if (options.dbStorage !== undefined) integerOption('--db-storage', 0)(options.dbStorage);
  return (await modelAnswers([...FORM_FIELDS.values()], options, async () => '')) as Record<string, string | boolean>;
}

/** A `--file` holds the form's fields by key: text (numbers allowed) for the typed and chosen ones, true/false. */
const fileSchema: SchemaLike<Record<string, string | boolean>> = {
  safeParse: (value) => {
    const issues: Array<{ path: string[]; message: string }> = [];
    const data: Record<string, string | boolean> = {};
    for (const [key, given] of Object.entries(value as Record<string, unknown>)) {
      const field = FORM_FIELDS.get(key);
      if (!field)
        issues.push({ path: [key], message: `not a field of the cluster form: ${[...FORM_FIELDS.keys()].join(', ')}` });
      else if (field.kind === 'toggle') {
        if (typeof given === 'boolean') data[key] = given;
        else issues.push({ path: [key], message: 'must be true or false' });
      } else if (typeof given === 'string' || typeof given === 'number') data[key] = String(given);
      else issues.push({ path: [key], message: 'must be text' });
    }
    return issues.length ? { success: false, error: { issues } } : { success: true, data };
  },
};

/**
 * `skiff clusters create --provider P --name N --workspace W --cloud-account A --agree-terms` (or `--file` with the
 * same fields by key, flags over it): the SDK's cluster form model (`clusterFormAnswersOf` completes the answers
 * with the provider's defaults as the TUI and web forms start with, `clusterFormErrors` has the spec's rules,
 * `clusterFormRequest` the body), so the same answers send the same request on every surface. `--dry-run` prints
 * the request without sending it.
 */
export async function createCluster(ctx: Context, options: CreateClusterOptions): Promise<number> {
  checkWaitOptions(options);
  if (options.dryRun && options.wait) {
    throw new UsageError('--dry-run sends nothing: there is no task to --wait for; drop one of them.');
  }
  const fromFile = options.file ? await readOptionsFile(options.file, fileSchema) : {};
  const flags = await fromFlags(options);
  const given = { ...fromFile, ...flags };
  if (!given.provider) throw new UsageError('--provider is required: AWS, DIGITAL_OCEAN or AZURE.');
  const where = (field: WizardField) =>
    field.key in fromFile && !(field.key in flags) ? `${options.file}: ${field.key}` : (field.flag ?? field.key);
  const errorsOf = (context: ClusterFormContext) =>
    Object.entries(clusterFormErrors(clusterFormAnswersOf(given, context), context, where));
  const refusal = (errors: [string, string][]) => {
    const line = ([key, message]: [string, string]) => {
      const field = FORM_FIELDS.get(key);
      // A node triple's message already names it with the typed text.
      if (key === 'nodes' || key === 'onDemandNodes' || !field) return message;
      return `${where(field)}: ${message}`;
    };
    return new UsageError(stripControlSequences(errors.map(line).join('\n')));
  };
  // Every rule but a named cloud account's is judged before the session: a wrong flag is exit 2, signed in or not.
  const wanted = typeof given.cloudAccount === 'string' ? given.cloudAccount : '';
  const named = wanted !== '';
  const offline = errorsOf({ accounts: [] }).filter(([key]) => !(named && key === 'cloudAccount'));
  if (offline.length) throw refusal(offline);
  let context: ClusterFormContext = { accounts: [] };
  if (named) {
    const { client } = cliSession(ctx);
    const accounts = await allItems(client.cloudAccounts.list({ pageSize: 100 }, { signal: ctx.signal }));
    const account = pickNamed(
      'cloud account',
      wanted,
      accounts,
      (a) => a.name,
      (a) => a._id,
      'skiff cloud-accounts list',
    );
    given.cloudAccount = account._id;
    context = { accounts };
  }
  const values = clusterFormAnswersOf(given, context);
  const errors = errorsOf(context);
  if (errors.length) throw refusal(errors);
  const body = clusterFormRequest(values, context);
  if (options.dryRun) {
    ctx.out.json(body);
    ctx.out.info('Dry run: nothing was sent.');
    return EXIT.ok;
  }
  const { client } = cliSession(ctx);
  const workspace = await client.workspaces.create(body, { signal: ctx.signal });
  const environment = body.environment;
  const summary =
    `cluster ${stripControlSequences(String(environment.name))} (${String(environment.provider)}, ` +
    `${stripControlSequences(String(environment.region))}, ${nodesSummary(environment as unknown as NodeCounts)}) ` +
    `with workspace ${stripControlSequences(workspace.name)} (${workspace._id})`;
  if (options.wait) {
    ctx.out.info(`Created ${summary}.`);
    const name = String(environment.name);
    const activityId = await creationTaskOf(ctx, client, workspace.environment?._id ?? undefined, name);
    return followStartedTask(ctx, client, name, 'CREATE_ENVIRONMENT', activityId, options);
  }
  if (ctx.json) ctx.out.json({ workspace, environment });
  else ctx.out.result(`Creating ${summary}.`);
  ctx.out.info('A new cluster takes about 30 minutes. Watch it with: skiff clusters list');
  return EXIT.ok;
}

/**
 * The id of a new cluster's CREATE_ENVIRONMENT task. The workspace's creation answers no activity id (the cluster
 * comes nested in it), so it is the new cluster's `lastActivity` (spec 003 section 4: a cluster's status follows its
 * last activity; the contract's environment carries `lastActivity._id`), the cluster found by the id the workspace
 * names, else by its name.
 */
async function creationTaskOf(
  ctx: Context,
  client: SkiffClient,
  id: string | undefined,
  name: string,
): Promise<string> {
  const call = { signal: ctx.signal };
  const cluster = id
    ? await client.environments.get(id, call)
    : (await allItems(client.environments.list({ pageSize: 100, search: name }, call))).find(
        (c) => (c.clusterName ?? c.name) === name,
      );
  const activity = cluster?.lastActivity;
  if (!activity?._id || activity.action !== 'CREATE_ENVIRONMENT') {
    throw new CliError(
      `The server named no CREATE_ENVIRONMENT task for cluster ${stripControlSequences(name)} to wait for.`,
      EXIT.failure,
      'Watch it with: skiff clusters list',
    );
  }
  return activity._id;
}

/** `nodes 1/2/6, on-demand 1/1/5`. */
function nodesSummary(counts: NodeCounts): string {
  return `nodes ${formatNodeRange(nodeRangeOf(counts, 'nodes'))}, on-demand ${formatNodeRange(nodeRangeOf(counts, 'onDemandNodes'))}`;
}
