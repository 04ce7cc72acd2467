import {
  resolveApplicationRef,
  type SecurityRecord,
  type SecurityRequest,
  securityErrorsOf,
  securityRequest,
  unaskedSecurityAnswers,
} from '@skiff/sdk';
import type { FilePermissionLevel } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { fieldFlags, modelAnswers } from '../cli/model-options.js';
import { cliSession } from '../cli/session.js';
import { SECURITY_FIELDS } from '../commands/model-fields.js';
import { failOnFieldErrors, finishUpdate, passwordFromStdin } from './app-settings.js';
import { checkWaitOptions, type WaitOptions } from './run-task.js';

export interface SecurityOptions extends WaitOptions {
  basicAuth?: boolean;
  username?: string;
  passwordStdin?: boolean;
  filePermission?: FilePermissionLevel;
}

/** The flags of the security form's fields (its model names them: `--username`, `--password-stdin`). */
const FLAG_OF = fieldFlags(SECURITY_FIELDS);

/** The security form's answers from the flags, the password read from stdin; checked before any call. */
export async function securityAnswers(options: SecurityOptions): Promise<Record<string, unknown>> {
  if (options.basicAuth === undefined && !options.filePermission && !options.username && !options.passwordStdin) {
    throw new UsageError('Nothing to change: give --basic-auth on|off or --file-permission (see --help).');
  }
  if (options.basicAuth === false && (options.username || options.passwordStdin)) {
    throw new UsageError('--username and --password-stdin go with --basic-auth on.');
  }
  return modelAnswers(SECURITY_FIELDS, options as Record<string, unknown>, passwordFromStdin);
}

/**
 * The security call's body (branches and tags alike) from the SDK's security form model, judged against the
 * record: its rules with the spec's messages, each named by its flag.
 */
export function securityBody(answers: Record<string, unknown>, current: SecurityRecord): SecurityRequest {
  if (Object.keys(unaskedSecurityAnswers(answers, current)).length > 0) {
    throw new UsageError('--username and --password-stdin go with --basic-auth on (basic auth is off).');
  }
  failOnFieldErrors(securityErrorsOf(answers, current), FLAG_OF);
  return securityRequest(answers, current);
}

/** `skiff apps security REF`: basic auth (password from stdin) and the file permission level. */
export async function secureApp(ctx: Context, ref: string, options: SecurityOptions): Promise<number> {
  checkWaitOptions(options);
  const answers = await securityAnswers(options);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const body = securityBody(answers, await client.applications.get(app, { signal: ctx.signal }));
  const answer = await client.applications.update(app, body, { signal: ctx.signal });
  return finishUpdate(ctx, client, app, answer, options);
}
