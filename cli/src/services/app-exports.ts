import { applicationBranch, resolveApplicationRef } from '@skiff/sdk';
import {
  CI_TEMPLATE_FILES,
  CI_TEMPLATE_PROVIDERS,
  type CiTemplateProvider,
  ciTemplateText,
  TEMPLATE_EXPORTED_MESSAGE,
  templateExportErrors,
  webhookTestErrors,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession } from '../cli/session.js';
import { firstLine, readStdin } from '../cli/stdin.js';
import { appName } from './app-settings.js';
import { checkWaitOptions, runTask, type WaitOptions } from './run-task.js';

/** The Export Site screen's other exports (spec 002 section 2.8): to a template, and the CI template text. */

/** `skiff apps export-template REF --name NAME --organization ORG`: the application as a catalogue template. */
export async function exportTemplate(
  ctx: Context,
  ref: string,
  options: { name?: string; organization?: string; image?: string },
): Promise<number> {
  const errors = templateExportErrors(options);
  const flags: Record<string, string> = { name: '--name', organization: '--organization' };
  const messages = Object.entries(errors).map(([field, message]) => `${flags[field]}: ${message}`);
  if (messages.length) throw new UsageError(messages.join('\n'));
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const body = { name: options.name!.trim(), organization: options.organization!.trim(), image: options.image };
  const template = await client.applications.tools.exportTemplate(ids, body, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(template);
  else ctx.out.result(`${TEMPLATE_EXPORTED_MESSAGE} Template ${template.name ?? body.name} (${template._id}).`);
  return EXIT.ok;
}

/**
 * `skiff apps ci-template REF --provider github|gitlab|bitbucket`: the pipeline that rolls the branch out on each
 * push, to save as the file the host reads (printed on stderr); its secrets are read from CI variables.
 */
export async function ciTemplate(ctx: Context, ref: string, options: { provider?: string }): Promise<number> {
  const provider = (options.provider ?? 'github').toLowerCase();
  if (!(CI_TEMPLATE_PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(`--provider '${options.provider}' is not one of ${CI_TEMPLATE_PROVIDERS.join(', ')}.`);
  }
  const session = cliSession(ctx);
  const ids = await resolveApplicationRef(session.client, ref);
  const app = await session.client.applications.get(ids, { signal: ctx.signal });
  const chosen = provider as CiTemplateProvider;
  const text = ciTemplateText(chosen, {
    origin: session.origin,
    applicationId: app._id,
    branch: applicationBranch(app),
  });
  if (ctx.json) ctx.out.json({ provider: chosen, file: CI_TEMPLATE_FILES[chosen], template: text });
  else {
    ctx.out.result(text);
    ctx.out.info(`Save it as ${CI_TEMPLATE_FILES[chosen]} in the repository.`);
  }
  return EXIT.ok;
}

/**
 * `skiff apps webhook-test REF --username U --token-stdin`: PUT /webhooks/applications/{a}/git, the call a git host
 * makes on a push (spec 002 section 5, Webhook test); the spec's messages for a missing username or token.
 */
export async function webhookTest(
  ctx: Context,
  ref: string,
  options: { username?: string; tokenStdin?: boolean } & WaitOptions,
): Promise<number> {
  checkWaitOptions(options);
  const token = options.tokenStdin ? firstLine(await readStdin()) : undefined;
  const errors = webhookTestErrors({ username: options.username, token });
  const flags: Record<string, string> = { username: '--username', token: '--token-stdin' };
  const messages = Object.entries(errors).map(([field, message]) => `${flags[field]}: ${message}`);
  if (messages.length) throw new UsageError(messages.join('\n'));
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const username = options.username!.trim();
  return runTask(
    ctx,
    client,
    {
      subject: appName(app),
      task: 'TRIGGER_WEBHOOK',
      start: async () =>
        (
          await client.webhooks.triggerApplicationGit(
            app.applicationId,
            { username, token: token! },
            { signal: ctx.signal },
          )
        ).activityId ?? undefined,
      fallbackHint: `skiff apps get '${ref}'`,
    },
    options,
  );
}
