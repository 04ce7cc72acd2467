import { hashCommandToken, newCommandToken } from '../auth/command-tokens.js';
import {
  COMMAND_TOKEN_EXPIRATIONS,
  COMMAND_TOKEN_NOTE_REQUIRED,
  commandTokenExpiresAt,
  DEFAULT_COMMAND_TOKEN_EXPIRATION,
  isCommandTokenExpiration,
} from '../domain.js';
import { notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { CommandTokenAnswer } from '../store/answer-types.js';
import type { StoredRecord } from '../store/records.js';
import { bodyOf, failIfAny, listQuery, pageReply, text } from './admin-access.js';
import type { ApiRequest, RouteDef } from './types.js';

const PATH = '/api/v2/users/command-access-token';

/** What lists show: never the token, only its first characters; every field of the SDK's command token schema. */
function tokenView(record: StoredRecord): CommandTokenAnswer {
  const { prefixToken, expiration, expiresAt } = record.data;
  return {
    _id: record._id,
    note: record.name,
    prefixToken: typeof prefixToken === 'string' ? prefixToken : null,
    // Days (30, 60, 90), or null for "no expiration" (stored as the form sent it).
    expiration: typeof expiration === 'number' || typeof expiration === 'string' ? expiration : null,
    expiresAt: typeof expiresAt === 'string' ? expiresAt : null,
    createdAt: record.createdAt,
  };
}

function create(req: ApiRequest) {
  const body = bodyOf(req);
  const note = text(body, 'note');
  // Absent means the form's default (30 days); null means "no expiration".
  const expiration = body.expiration === undefined ? DEFAULT_COMMAND_TOKEN_EXPIRATION : body.expiration;
  const errors: string[] = note ? [] : [COMMAND_TOKEN_NOTE_REQUIRED];
  if (!isCommandTokenExpiration(expiration)) {
    errors.push(`expiration must be one of the following values: ${COMMAND_TOKEN_EXPIRATIONS.map(String).join(', ')}`);
  }
  failIfAny(errors);
  const token = newCommandToken();
  const now = new Date();
  const record = req.ctx.store.records.insert('command-token', {
    id: newId(),
    ownerId: req.user._id,
    name: note!,
    lookupKey: hashCommandToken(token),
    createdAt: now.toISOString(),
    data: {
      prefixToken: token.slice(0, 8),
      expiration,
      expiresAt:
        commandTokenExpiresAt(now, expiration as (typeof COMMAND_TOKEN_EXPIRATIONS)[number])?.toISOString() ?? null,
    },
  });
  // The full token is answered once, here; it is stored only as a hash.
  return { status: 201, body: { ...tokenView(record), token } };
}

export const commandTokenRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: PATH,
    handler: (req) => {
      const { limit, offset, search } = listQuery(req);
      const page = req.ctx.store.records.list('command-token', { ownerId: req.user._id, search }, limit, offset);
      return pageReply({ items: page.items.map(tokenView), total: page.total });
    },
  },
  { method: 'POST', path: PATH, handler: create },
  {
    method: 'DELETE',
    path: `${PATH}/:id`,
    handler: (req) => {
      const record = req.ctx.store.records.get('command-token', req.params.id!);
      if (!record || record.ownerId !== req.user._id) throw notFound('Command access token');
      req.ctx.store.records.delete('command-token', record._id);
      return { body: { deleted: true, _id: record._id } };
    },
  },
];
