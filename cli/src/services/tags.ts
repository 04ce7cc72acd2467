import {
  type Deployment,
  type DeploymentAction,
  type DeploymentConfiguration,
  type ResolvedDeployment,
  resolveDeploymentRef,
  type SkiffClient,
} from '@skiff/sdk';
import {
  blueGreenBadges,
  canDeleteDeployment,
  canUseBlueGreen,
  DEPLOYMENT_ACTIONS,
  deploymentBadge,
  stripControlSequences,
  validateDeploymentTag,
} from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { allItems } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { toneStyle } from '../cli/theme.js';
import { onOff } from '../commands/shared-options.js';
import { checkedDeployAnswers, type DeployOptions, deployBody } from './app-deploy.js';
import { resolveProjectRef } from './collaboration-scope.js';
import { type ConfigureOptions, configurationAnswers, configurationBody } from './configuration-body.js';
import { checkWaitOptions, followStartedTask, type WaitOptions } from './run-task.js';
import { type SecurityOptions, securityAnswers, securityBody } from './security.js';

/** `Acme Production/storefront@v1.2.0`. */
function tagName(tag: ResolvedDeployment): string {
  return `${tag.workspaceName}/${tag.projectName}@${tag.tag}`;
}

/** Follows the task a tag call started (`DeploymentAction`); an answer without a task was saved at once. */
async function followTagTask(
  ctx: Context,
  client: SkiffClient,
  subject: string,
  task: string,
  start: () => Promise<DeploymentAction>,
  options: WaitOptions,
): Promise<number> {
  const answer = await start();
  if (!answer.activityId) return printSaved(ctx, subject, answer);
  return followStartedTask(ctx, client, subject, task, answer.activityId, options);
}

function printSaved(ctx: Context, subject: string, answer: DeploymentAction): number {
  if (ctx.json) ctx.out.json({ saved: true, activityId: null, deployment: answer.deployment });
  else ctx.out.result(`Saved the settings of ${subject} (not deployed: nothing to roll out).`);
  return EXIT.ok;
}

/** `skiff tags list --project WS/PROJECT`: the project's tags with their state and blue/green badges. */
export async function listTags(ctx: Context, options: { project?: string } & PagingFlags): Promise<number> {
  if (!options.project) throw new UsageError('--project is required: workspace/project, by names or ids.');
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, options.project);
  const tags = await allItems(
    client.deployments.list(workspace._id, project._id, { pageSize: 100 }, { signal: ctx.signal }),
  );
  const paged = listingOf(tags, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    const items = paged.items.map((t) => ({
      ...t,
      displayedState: deploymentBadge(t).label,
      badges: blueGreenBadges(t),
    }));
    ctx.out.json({ items, ...listingFacts(paged) });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'TAG' },
      { header: 'IMAGE' },
      { header: 'STATE', shrinkable: false },
      { header: 'BLUE/GREEN', shrinkable: false },
      { header: 'HOSTNAME' },
      { header: 'ID', shrinkable: false },
    ],
    paged.items.map((t) => {
      const badge = deploymentBadge(t);
      return [
        t.name,
        t.containerImage ?? '',
        { text: badge.label, style: toneStyle(ctx.out.color, badge.tone) },
        blueGreenBadges(t).join(' '),
        t.hostname ?? '',
        t._id,
      ];
    }),
    `No tags in ${project.name}.`,
  );
  printFooter(ctx, paged, { noun: 'tags', command: 'skiff tags list' });
  return EXIT.ok;
}

function checkNewTag(name: string | undefined, image: string | undefined): { name: string; containerImage: string } {
  const errors = validateDeploymentTag({ name, containerImage: image });
  if (errors.length)
    throw new UsageError(errors.map((e) => (e.startsWith('name') ? `NAME: ${e}` : `--image: ${e}`)).join('\n'));
  return { name: name!.trim(), containerImage: image!.trim() };
}

function printTag(ctx: Context, verb: string, tag: Deployment): void {
  if (ctx.json) ctx.out.json(tag);
  else ctx.out.result(`${verb} tag '${stripControlSequences(tag.name)}' (${tag._id}).`);
}

/** `skiff tags create NAME --project WS/PROJECT --image IMAGE`: a tag, not deployed yet. */
export async function createTag(
  ctx: Context,
  name: string,
  options: { project?: string; image?: string },
): Promise<number> {
  if (!options.project) throw new UsageError('--project is required: workspace/project, by names or ids.');
  const body = checkNewTag(name, options.image);
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, options.project);
  printTag(ctx, 'Created', await client.deployments.create(workspace._id, project._id, body, { signal: ctx.signal }));
  return EXIT.ok;
}

/** `skiff tags deploy WS/PROJECT@TAG`: the launch wizard's answers as flags or --file, like `apps deploy`. */
export async function deployTag(ctx: Context, ref: string, options: DeployOptions): Promise<number> {
  checkWaitOptions(options);
  const given = await checkedDeployAnswers(options, 'deployment');
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const body = await deployBody(client, tag, given, ctx.signal);
  return followTagTask(
    ctx,
    client,
    tagName(tag),
    DEPLOYMENT_ACTIONS.activate,
    () => client.deployments.activate(tag, { ...body }, { signal: ctx.signal }),
    options,
  );
}

/** `skiff tags undeploy WS/PROJECT@TAG`. */
export async function undeployTag(ctx: Context, ref: string, options: WaitOptions & ConfirmFlags): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const current = await client.deployments.get(tag, { signal: ctx.signal });
  await confirmByImage(ctx, 'tag.undeploy', `undeploy tag ${tagName(tag)}`, current.containerImage ?? '', options);
  const start = () => client.deployments.deactivate(tag, { signal: ctx.signal });
  return followTagTask(ctx, client, tagName(tag), DEPLOYMENT_ACTIONS.deactivate, start, options);
}

/** `skiff tags configure REF`: replicas, resources, roots; a deployed tag rolls it out (UPDATE_DEPLOYMENT). */
export async function configureTag(ctx: Context, ref: string, options: ConfigureOptions): Promise<number> {
  checkWaitOptions(options);
  const given = await configurationAnswers('deployment', options);
  if (Object.keys(given).length === 0)
    throw new UsageError('Nothing to configure: give at least one option (see --help).');
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const body: DeploymentConfiguration = await configurationBody(client, tag, given, ctx.signal);
  const start = () => client.deployments.updateConfiguration(tag, body, { signal: ctx.signal });
  return followTagTask(ctx, client, tagName(tag), DEPLOYMENT_ACTIONS.update, start, options);
}

/** `skiff tags security REF`: basic auth (password on stdin) and the file permission level. */
export async function secureTag(ctx: Context, ref: string, options: SecurityOptions): Promise<number> {
  checkWaitOptions(options);
  const answers = await securityAnswers(options);
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const body = securityBody(answers, await client.deployments.get(tag, { signal: ctx.signal }));
  const start = () => client.deployments.updateSecurity(tag, body, { signal: ctx.signal });
  return followTagTask(ctx, client, tagName(tag), DEPLOYMENT_ACTIONS.update, start, options);
}

/** `skiff tags delete REF --confirm IMAGE`: only an undeployed tag; the typed text is its container image. */
/** A tag's Danger Zone (undeploy, delete): the spec's typed confirmation is the tag's container image. */
function confirmByImage(
  ctx: Context,
  capabilityId: 'tag.undeploy' | 'tag.delete',
  action: string,
  image: string,
  flags: ConfirmFlags,
): Promise<void> {
  return confirmDestructive(ctx, confirmationOf(capabilityId, action, image), flags);
}

export async function deleteTag(ctx: Context, ref: string, options: { confirm?: string }): Promise<number> {
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const current = await client.deployments.get(tag, { signal: ctx.signal });
  if (!canDeleteDeployment(current)) {
    // Spec 002 section 4 allows a delete only after an undeploy; a tag never deployed cannot be undeployed
    // either ('Deployment is not deployed.'), so its way out is a deploy first (finding cli D-M2).
    const neverDeployed = !current.environment && !current.lastActivity;
    const undeploy = `skiff tags undeploy '${tagName(tag)}' --confirm '${current.containerImage ?? ''}' --wait`;
    throw new CliError(
      'Only an undeployed tag can be deleted.',
      EXIT.conflict,
      neverDeployed
        ? `It was never deployed, so it cannot be undeployed yet: deploy it (skiff tags deploy '${tagName(tag)}' --wait), then ${undeploy}, then delete it.`
        : `Undeploy it first: ${undeploy}`,
    );
  }
  await confirmByImage(ctx, 'tag.delete', `delete tag ${tagName(tag)}`, current.containerImage ?? '', options);
  await client.deployments.delete(tag, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ deleted: true, _id: tag.deploymentId, tag: tag.tag });
  else ctx.out.result(`Deleted tag ${tagName(tag)}.`);
  return EXIT.ok;
}

export interface BlueGreenOptions extends WaitOptions {
  name?: string;
  image?: string;
  deploy?: boolean;
  green?: string;
}

async function blueTag(client: SkiffClient, ref: string, signal: AbortSignal) {
  const tag = await resolveDeploymentRef(client, ref);
  const current = await client.deployments.get(tag, { signal });
  if (!canUseBlueGreen(current)) {
    throw new CliError(
      `Blue/green needs ${tagName(tag)} deployed and running.`,
      EXIT.conflict,
      `Deploy it first: skiff tags deploy '${tagName(tag)}' --wait`,
    );
  }
  return { tag, current };
}

/** `skiff tags bluegreen create|switch BLUE_REF`: make the green side of a running tag, or switch traffic to it. */
export async function blueGreen(ctx: Context, action: string, ref: string, options: BlueGreenOptions): Promise<number> {
  checkWaitOptions(options);
  if (action !== 'create' && action !== 'switch') {
    throw new UsageError(`ACTION '${action}' is not create or switch.`);
  }
  // The flags are judged before the session: a wrong one is a usage error, signed in or not.
  const body = action === 'create' ? checkNewTag(options.name, options.image) : undefined;
  if (body && !options.deploy && options.wait) {
    throw new UsageError('--wait goes with --deploy (a green tag only created has no task).');
  }
  const { client } = cliSession(ctx);
  const { tag, current } = await blueTag(client, ref, ctx.signal);
  const call = { signal: ctx.signal };
  if (body) {
    if (!options.deploy) {
      printTag(ctx, 'Created the green', await client.deployments.createGreen(tag, body, call));
      return EXIT.ok;
    }
    const start = () => client.deployments.createBlueGreen(tag, body, call);
    return followTagTask(ctx, client, `${tagName(tag)} -> ${body.name}`, DEPLOYMENT_ACTIONS.activate, start, options);
  }
  const tags = await allItems(client.deployments.list(tag.workspaceId, tag.projectId, { pageSize: 100 }, call));
  const key = current.blueGreenKey ?? current._id;
  const greens = tags.filter((t) => t.isGreen && t.blueGreenKey === key && t._id !== tag.deploymentId);
  const green = options.green ? greens.find((t) => t.name === options.green || t._id === options.green) : greens.at(-1);
  if (!green) {
    throw new CliError(
      options.green ? `No green tag '${options.green}' of ${tagName(tag)}.` : `${tagName(tag)} has no green tag.`,
      EXIT.notFound,
      `Create one: skiff tags bluegreen create '${tagName(tag)}' --name NAME --image IMAGE --deploy --wait`,
    );
  }
  const start = () => client.deployments.switchOver(tag, green._id, call);
  return followTagTask(ctx, client, `${tagName(tag)} -> ${green.name}`, DEPLOYMENT_ACTIONS.switchOver, start, options);
}

/** `skiff tags force-https WS/PROJECT@TAG on|off`: a START_FORCING_HTTPS or STOP_FORCING_HTTPS task (spec 002 s7). */
export async function forceTagHttps(ctx: Context, ref: string, state: string, options: WaitOptions): Promise<number> {
  const on = onOff('STATE')(state);
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const start = () => client.deploymentTools.forceHttps(tag, on, { signal: ctx.signal });
  const task = on ? DEPLOYMENT_ACTIONS.startHttps : DEPLOYMENT_ACTIONS.stopHttps;
  return followTagTask(ctx, client, tagName(tag), task, start, options);
}
