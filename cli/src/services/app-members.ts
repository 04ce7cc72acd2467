import { loadMemberFormContext, memberCalls, memberRequest, resolveApplicationRef } from '@skiff/sdk';
import { applicationMemberAddedMessage } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { modelAnswers } from '../cli/model-options.js';
import type { PagingFlags } from '../cli/paging.js';
import { cliSession } from '../cli/session.js';
import { APP_MEMBER_FIELDS, APP_MEMBER_RENDERINGS } from '../commands/members.js';
import { changeableMember, checkMemberAnswers, emailOf, printMembers } from './members.js';

const ACTIONS = ['list', 'add', 'remove'] as const;

/**
 * `skiff apps members list|add|remove REF [EMAIL|MEMBER]`: an application's users (spec 002 section 2.8 Members)
 * through the SDK's members form (scope `application`): the email rule ('Email is require!', 'Invalid email'),
 * who may add and remove (admin-level), never the user themself, and the spec's outcome messages.
 */
export async function appMembers(
  ctx: Context,
  action: string,
  ref: string,
  who: string | undefined,
  options: PagingFlags & ConfirmFlags,
): Promise<number> {
  if (!(ACTIONS as readonly string[]).includes(action)) {
    throw new UsageError(`ACTION '${action}' is not one of ${ACTIONS.join(', ')}.`);
  }
  if (action !== 'list' && !who) {
    throw new UsageError(
      `${action === 'add' ? 'EMAIL' : 'MEMBER'} is missing: skiff apps members ${action} REF ${action === 'add' ? 'EMAIL' : 'MEMBER'}.`,
    );
  }
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const name = `${app.workspaceName}/${app.projectName}/${app.branch}`;
  const calls = memberCalls(client, app);
  const call = { signal: ctx.signal };
  const listCommand = `skiff apps members list '${name}'`;
  if (action === 'list')
    return printMembers(ctx, await calls.list(call), options, `No members of ${name}.`, listCommand);
  const context = await loadMemberFormContext(client, app, call);
  if (action === 'add') {
    // The application's members form: the email only, answered by the WHO argument.
    const answers = await modelAnswers(APP_MEMBER_FIELDS, {}, async () => '', APP_MEMBER_RENDERINGS, { args: { who } });
    checkMemberAnswers(String(answers.email), undefined, context);
    const request = memberRequest(answers, context);
    const added = await calls.invite(request, call);
    const email = added.email ?? request.email;
    if (ctx.json) ctx.out.json({ added: true, ...added, email });
    else ctx.out.result(applicationMemberAddedMessage(email));
    return EXIT.ok;
  }
  const member = changeableMember(await calls.list(call), who!, context, listCommand);
  const email = emailOf(member);
  await confirmDestructive(ctx, { action: `remove ${email} from ${name}` }, options);
  await calls.remove(member._id, call);
  if (ctx.json) ctx.out.json({ removed: true, _id: member._id, email });
  else ctx.out.result(`Removed ${email} from ${name}.`);
  return EXIT.ok;
}
