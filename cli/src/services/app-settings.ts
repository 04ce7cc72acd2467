import {
  type ActionResult,
  type ResolvedApplication,
  resolveApplicationRef,
  type SkiffClient,
  ValidationError,
} from '@skiff/sdk';
import { APPLICATION_DELETE_REFUSED_MESSAGE, canDeleteApplication, formatDate } from '@skiff/sdk/domain';
import { confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { pickNamed } from '../cli/pick.js';
import { asSentence } from '../cli/report-error.js';
import { cliSession } from '../cli/session.js';
import { firstLine, readStdin } from '../cli/stdin.js';
import { type ConfigureOptions, configurationAnswers, configurationBody } from './configuration-body.js';
import { checkWaitOptions, followStartedTask, type WaitOptions } from './run-task.js';

/** `Acme Production/storefront/main`. */
export function appName(app: ResolvedApplication): string {
  return `${app.workspaceName}/${app.projectName}/${app.branch}`;
}

/** Field messages of a rule check, each named by the option that set it: `--capacity-limit: Max capacity ...`. */
export function failOnFieldErrors(errors: Record<string, string>, flagOf: Record<string, string>): void {
  const lines = Object.entries(errors).map(([field, message]) => `${flagOf[field] ?? field}: ${message}`);
  if (lines.length) throw new UsageError(lines.join('\n'));
}

/** A password for basic auth, from stdin only (never a flag that lands in shell history). */
export async function passwordFromStdin(flag: string): Promise<string> {
  const password = firstLine(await readStdin());
  if (!password) throw new UsageError(`${flag}: no password on stdin: pipe it in, e.g. printf '%s' "$PW" | skiff ...`);
  return password;
}

/**
 * An update answered with a task (a deployed application upgrades) is followed like any long action; an update of
 * an application that is not deployed is saved at once.
 */
export async function finishUpdate(
  ctx: Context,
  client: SkiffClient,
  app: ResolvedApplication,
  answer: ActionResult,
  options: WaitOptions,
): Promise<number> {
  if (!answer.activityId) {
    if (ctx.json) ctx.out.json({ saved: true, activityId: null, application: answer.application });
    else ctx.out.result(`Saved the settings of ${appName(app)} (not deployed: no upgrade needed).`);
    return EXIT.ok;
  }
  return followStartedTask(ctx, client, appName(app), 'UPGRADE_APPLICATION', answer.activityId, options);
}

/** `skiff apps configure REF`: replicas, resources, storage (never smaller), image, roots; a deployed app upgrades. */
export async function configureApp(ctx: Context, ref: string, options: ConfigureOptions): Promise<number> {
  checkWaitOptions(options);
  const given = await configurationAnswers('application', options);
  if (Object.keys(given).length === 0)
    throw new UsageError('Nothing to configure: give at least one option (see --help).');
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const body = await configurationBody(client, app, given, ctx.signal);
  const answer = await client.applications.update(app, body, { signal: ctx.signal });
  return finishUpdate(ctx, client, app, answer, options);
}

/** `skiff apps state REF --auto-pause on|off --deletion-protection on|off`. */
export async function setAppState(
  ctx: Context,
  ref: string,
  options: { autoPause?: boolean; deletionProtection?: boolean },
): Promise<number> {
  if (options.autoPause === undefined && options.deletionProtection === undefined) {
    throw new UsageError('Nothing to change: give --auto-pause on|off or --deletion-protection on|off.');
  }
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const updated = await client.applications.setState(
    app,
    { enableAutoPause: options.autoPause, enableDeletionProtection: options.deletionProtection },
    { signal: ctx.signal },
  );
  if (ctx.json) ctx.out.json(updated);
  else {
    const onOff = (flag: boolean | null | undefined) => (flag ? 'on' : 'off');
    ctx.out.result(
      `${appName(app)}: auto pause ${onOff(updated.enableAutoPause)}, deletion protection ${onOff(updated.enableDeletionProtection)}.`,
    );
  }
  return EXIT.ok;
}

/** `skiff apps extend REF`: pushes a trial or hosted-demo application's expiry back. */
export async function extendApp(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const updated = await client.applications.extendExpiry(app, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else ctx.out.result(`${appName(app)} now expires ${formatDate(updated.expiredTime) || 'never'}.`);
  return EXIT.ok;
}

/** `skiff apps delete REF --confirm branch/NAME`: only a branch never deployed or undeployed successfully. */
export async function deleteApp(ctx: Context, ref: string, options: { confirm?: string }): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const current = await client.applications.get(app, { signal: ctx.signal });
  if (!canDeleteApplication(current)) {
    const hint = current.enableDeletionProtection
      ? `Turn protection off first: skiff apps state '${appName(app)}' --deletion-protection off`
      : `Undeploy it first: skiff apps undeploy '${appName(app)}' --confirm branch/${app.branch} --wait`;
    throw new CliError(APPLICATION_DELETE_REFUSED_MESSAGE, EXIT.conflict, hint);
  }
  await confirmDestructive(
    ctx,
    confirmationOf('application.delete', `delete application ${appName(app)}`, app.branch),
    options,
  );
  await client.applications.delete(app, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ deleted: true, _id: app.applicationId, branch: app.branch });
  else ctx.out.result(`Deleted ${appName(app)}.`);
  return EXIT.ok;
}

type PodDetail = { podName?: string; name?: string };

/** `skiff apps delete-pod REF POD --yes`: the pod is replaced (a restart of that replica); a miss lists close names. */
export async function deletePod(ctx: Context, ref: string, pod: string, options: { yes?: boolean }): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const pods = ((await client.applications.get(app, { signal: ctx.signal })).podDetails ?? []) as PodDetail[];
  const podNameOf = (p: PodDetail) => p.podName ?? p.name ?? '';
  const name = podNameOf(pickNamed('pod', pod, pods, podNameOf, podNameOf, `skiff apps get '${ref}'`));
  await confirmDestructive(ctx, { action: `delete pod ${name} of ${appName(app)} (it restarts)` }, options);
  const answer = await client.applications.deletePod(app, name, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(answer);
  else ctx.out.result(`Deleted pod ${name}; it is being replaced.`);
  return EXIT.ok;
}

/** `skiff apps phpmyadmin|editor REF [--open]`: a session URL valid four hours, on stdout (only when asked). */
export async function openToolSession(
  ctx: Context,
  tool: 'phpmyadmin' | 'editor',
  ref: string,
  options: { open?: boolean },
): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const call = { signal: ctx.signal };
  const session = await (tool === 'phpmyadmin'
    ? client.applications.tools.pmaSession(app, call)
    : client.applications.tools.vscodeSession(app, call)
  ).catch((error: unknown) => {
    // The server refuses a session (400) when the tool is off: say which flag turns it on.
    if (!(error instanceof ValidationError)) throw error;
    throw new CliError(
      asSentence(error.message),
      EXIT.failure,
      `Turn it on with: skiff apps configure '${ref}' --${tool} on`,
    );
  });
  if (!session.url) throw new CliError('The server did not send a session URL.');
  if (ctx.json) ctx.out.json({ url: session.url, expiredAt: session.expiredAt });
  else ctx.out.result(session.url);
  ctx.out.info(`Valid until ${formatDate(session.expiredAt)}.`);
  if (options.open) {
    const { default: open } = await import('open');
    await open(session.url).catch(() => ctx.out.info('Could not open a browser; open the URL above yourself.'));
  }
  return EXIT.ok;
}
