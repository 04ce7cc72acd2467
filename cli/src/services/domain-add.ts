import {
  customDomainCalls,
  type DeployWizardTarget,
  domainFormContext,
  domainFormErrors,
  domainFormFields,
  domainRequest,
  type SkiffClient,
} from '@skiff/sdk';
import { DISABLED_FOR_WORKSPACE_MESSAGE } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { readTextFile } from '../cli/text-file.js';
import { runTask, type WaitOptions } from './run-task.js';

/** The branch or tag, how people name it, and where to look when a wait is interrupted early. */
export type DomainTarget = DeployWizardTarget & { subject: string; listHint: string };

/** `--key FILE --cert FILE`: the user's own certificate (PEM files). */
export interface DomainCertificateFlags {
  key?: string;
  cert?: string;
}

/** The flags as the SDK's domain form answers: either file given means the user's own certificate. */
function answersOf(domain: string, flags: DomainCertificateFlags) {
  return {
    domain,
    certificate: flags.key || flags.cert ? 'own' : 'automatic',
    // The files are read after the form's checks; a placeholder stands for a file named but not yet read.
    privateKey: flags.key ? '(file)' : '',
    sslCertificate: flags.cert ? '(file)' : '',
  };
}

/** The form's first problem as `DOMAIN 'x': ...` or `--cert: ...`, naming what the user typed. */
function checkAnswers(answers: ReturnType<typeof answersOf>, enabled: boolean): void {
  if (!enabled) throw new CliError(`Custom domains: ${DISABLED_FOR_WORKSPACE_MESSAGE}.`, EXIT.permission);
  const errors = domainFormErrors(answers, domainFormContext('application', {}));
  if (errors.domain) throw new UsageError(`DOMAIN '${answers.domain}': ${errors.domain}`);
  for (const field of domainFormFields(answers)) {
    const error = errors[field.key];
    if (error) {
      throw new UsageError(`${field.flag}: ${error}: your own certificate takes both --key and --cert (PEM files).`);
    }
  }
}

/**
 * Adds a custom domain to a branch or tag through the SDK's domain form model (spec 002 section 5): its rules
 * before anything is sent, the PEM files read, the workspace's `enableCustomDomain` checked, then the
 * ADD_CUSTOM_DOMAIN task (followed with --wait).
 */
export async function addCustomDomain(
  ctx: Context,
  client: SkiffClient,
  resolve: () => Promise<DomainTarget>,
  domain: string,
  options: DomainCertificateFlags & WaitOptions,
): Promise<number> {
  const answers = answersOf(domain, options);
  checkAnswers(answers, true);
  if (options.key) answers.privateKey = await readTextFile(options.key, '--key');
  if (options.cert) answers.sslCertificate = await readTextFile(options.cert, '--cert');
  const target = await resolve();
  const workspace = await client.workspaces.get(target.workspaceId, { signal: ctx.signal });
  checkAnswers(answers, domainFormContext('application', workspace).enabled);
  const input = domainRequest(answers);
  return runTask(
    ctx,
    client,
    {
      subject: `${input.domain} on ${target.subject}`,
      task: 'ADD_CUSTOM_DOMAIN',
      start: async () => (await customDomainCalls(client, target).add(input, { signal: ctx.signal })).activityId,
      fallbackHint: target.listHint,
    },
    options,
  );
}
