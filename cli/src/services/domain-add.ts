import {
  customDomainCalls,
  type DeployWizardTarget,
  domainFormContext,
  domainFormErrors,
  domainFormFields,
  domainRequest,
  firstDomainAnswers,
  type SkiffClient,
  type WizardValues,
} from '@skiff/sdk';
import { DISABLED_FOR_WORKSPACE_MESSAGE } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { fieldFlags, modelAnswers } from '../cli/model-options.js';
import { DOMAIN_FIELDS, DOMAIN_RENDERINGS } from '../commands/domains.js';
import { runTask, type WaitOptions } from './run-task.js';

/** The branch or tag, how people name it, and where to look when a wait is interrupted early. */
export type DomainTarget = DeployWizardTarget & { subject: string; listHint: string };

/** `--key FILE --cert FILE`: the user's own certificate (PEM files). */
export interface DomainCertificateFlags {
  key?: string;
  cert?: string;
}

/** Stands for a PEM file named but not read yet: the form's checks come before any file is read. */
const UNREAD_FILE = async () => '(file)';

/** The flags and the DOMAIN argument as the SDK's domain form answers (read by the model's renderings). */
async function answersOf(domain: string, flags: DomainCertificateFlags, readFile?: typeof UNREAD_FILE) {
  const given = await modelAnswers(DOMAIN_FIELDS, { ...flags }, UNREAD_FILE, DOMAIN_RENDERINGS, {
    args: { domain },
    ...(readFile ? { readFile } : {}),
  });
  return { ...firstDomainAnswers(), ...given };
}

const FLAG_OF = fieldFlags(DOMAIN_FIELDS, DOMAIN_RENDERINGS);

/** The form's first problem as `DOMAIN 'x': ...` or `--cert: ...`, naming what the user typed. */
function checkAnswers(answers: WizardValues, enabled: boolean): void {
  if (!enabled) throw new CliError(`Custom domains: ${DISABLED_FOR_WORKSPACE_MESSAGE}.`, EXIT.permission);
  const errors = domainFormErrors(answers, domainFormContext('application', {}));
  if (errors.domain) throw new UsageError(`${FLAG_OF.domain} '${answers.domain}': ${errors.domain}`);
  for (const field of domainFormFields(answers)) {
    const error = errors[field.key];
    if (error) {
      throw new UsageError(
        `${FLAG_OF[field.key]}: ${error}: your own certificate takes both ${FLAG_OF.privateKey} and ${FLAG_OF.sslCertificate} (PEM files).`,
      );
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
  checkAnswers(await answersOf(domain, options, UNREAD_FILE), true);
  const answers = await answersOf(domain, options);
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
