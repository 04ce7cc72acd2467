import type { Member } from '@skiff/sdk';
import { formatDate, passwordChangeErrors, stripControlSequences, USER_CREATED_MESSAGE } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';
import { readStdin } from '../cli/stdin.js';

/** Members and administrators of the instance (spec 003 section 2.12): the two lists share their shape. */
export type InstanceUserKind = 'member' | 'administrator';

const emailOf = (m: Member) => m.rawInfo?.email ?? '';

async function allOf(ctx: Context, kind: InstanceUserKind, search?: string): Promise<Member[]> {
  const { client } = cliSession(ctx);
  const source = kind === 'member' ? client.members : client.administrators;
  return allItems(source.list({ pageSize: 50, search }, { signal: ctx.signal }));
}

/** `skiff users list` / `skiff admins list` [--search TEXT]. */
export async function listInstanceUsers(
  ctx: Context,
  kind: InstanceUserKind,
  options: { search?: string } & PagingFlags,
) {
  const items = await allOf(ctx, kind, options.search);
  return printItems(
    ctx,
    items,
    [
      { header: 'EMAIL' },
      { header: 'NAME' },
      { header: 'ROLE', shrinkable: false },
      { header: 'SIGN-IN', shrinkable: false },
      { header: 'WORKSPACES', align: 'right', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (m) => [
      emailOf(m),
      m.displayName ?? '',
      m.role ?? '',
      m.rawInfo?.identities?.length ? 'Single Sign-on' : 'password',
      String(m.totalWorkspaces ?? 0),
      formatDate(m.createdAt),
      m._id,
    ],
    options.search ? `No ${kind} matches '${options.search}'.` : `No ${kind}s.`,
    { flags: options, noun: `${kind}s`, command: kind === 'member' ? 'skiff users list' : 'skiff admins list' },
  );
}

async function findUser(ctx: Context, kind: InstanceUserKind, wanted: string): Promise<Member> {
  const list = kind === 'member' ? 'skiff users list' : 'skiff admins list';
  return pickNamed(kind, wanted, await allOf(ctx, kind), emailOf, (m) => m._id, list);
}

/**
 * `skiff users create EMAIL`: the password is the first line of stdin (a second line confirms it); the spec's
 * password rules and messages apply, and the username sent is the lowercased e-mail.
 */
export async function createInstanceUser(ctx: Context, email: string): Promise<number> {
  const username = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username)) throw new UsageError(`EMAIL '${email}' is not an e-mail address.`);
  if (process.stdin.isTTY) {
    throw new UsageError('Pipe the password on stdin, e.g. printf \'%s\\n\' "$PASSWORD" | skiff users create EMAIL');
  }
  const [password = '', confirm] = (await readStdin()).split(/\r?\n/);
  if (!password) throw new UsageError('No password on stdin: the first line is the password of the new account.');
  const problems = passwordChangeErrors(password, confirm === undefined || confirm === '' ? password : confirm);
  if (problems.length) throw new UsageError(problems.join('\n'));
  const { client } = cliSession(ctx);
  const member = await client.members.create({ username, password }, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(member);
  else ctx.out.result(`${USER_CREATED_MESSAGE} ${stripControlSequences(emailOf(member) || username)} (${member._id})`);
  return EXIT.ok;
}

/** `skiff users delete USER --yes` / `skiff admins remove ADMIN --yes` (the account stays, as a member). */
export async function removeInstanceUser(ctx: Context, kind: InstanceUserKind, wanted: string, flags: ConfirmFlags) {
  const user = await findUser(ctx, kind, wanted);
  const action =
    kind === 'member' ? `delete the account of ${emailOf(user)}` : `take the administrator role from ${emailOf(user)}`;
  await confirmDestructive(ctx, { action }, flags);
  const { client } = cliSession(ctx);
  if (kind === 'member') await client.members.delete(user._id, { signal: ctx.signal });
  else await client.administrators.delete(user._id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ _id: user._id, email: emailOf(user), removed: true });
  else
    ctx.out.result(kind === 'member' ? `Deleted ${emailOf(user)}.` : `${emailOf(user)} is no longer an administrator.`);
  return EXIT.ok;
}

/** `skiff users workspaces USER`: the workspaces a member belongs to. */
export async function instanceUserWorkspaces(ctx: Context, wanted: string): Promise<number> {
  const user = await findUser(ctx, 'member', wanted);
  const { client } = cliSession(ctx);
  const items = await allItems(client.members.workspaces(user._id, { pageSize: 100 }, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [{ header: 'NAME' }, { header: 'DESCRIPTION', maxWidth: 50 }, { header: 'ID', shrinkable: false }],
    (w) => [w.name, w.description ?? '', w._id],
    `${emailOf(user)} belongs to no workspace.`,
  );
}
