import { CLOUD_ACCOUNT_FIELDS, type CloudAccountProvider, missingCloudAccountFields } from '../domain.js';
import { badRequest, notFound, unauthorized } from '../http/errors.js';
import { newId } from '../ids.js';
import type { CloudAccountAnswer } from '../store/answer-types.js';
import type { StoredRecord } from '../store/records.js';
import { bodyOf, failIfAny, listQuery, pageReply, requireAdmin, text } from './admin-access.js';
import type { ApiRequest, PublicRequest, RouteDef } from './types.js';

const textOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' ? value : fallback;

/** What the admin pages see of an account: identification, never the secrets; every field of the SDK's schema. */
export function cloudAccountView(record: StoredRecord): CloudAccountAnswer {
  const arnRole = textOr(record.data.awsArnRole, null);
  return {
    _id: record._id,
    name: record.name,
    number: typeof record.data.number === 'number' ? record.data.number : null,
    provider: textOr(record.data.provider, null),
    desc: textOr(record.data.desc, ''),
    awsAccountId: arnRole ? (/arn:aws:iam::(\d{12})/.exec(arnRole)?.[1] ?? null) : null,
    arnRole,
    awsArnRole: arnRole,
    doSpaceRegion: textOr(record.data.doSpaceRegion, null),
    createdAt: record.createdAt,
    updatedAt: textOr(record.data.updatedAt, record.createdAt),
  };
}

/** POST /users/cloud-accounts: name, provider and the provider's own fields (spec 003 section 5). */
function create(req: ApiRequest) {
  requireAdmin(req);
  const body = bodyOf(req);
  if (body.provider === 'GCP') throw badRequest('GCP is coming soon.');
  // The form sends awsRoleArn; the DTO calls it awsArnRole: both are accepted.
  if (body.awsArnRole === undefined && typeof body.awsRoleArn === 'string') body.awsArnRole = body.awsRoleArn;
  failIfAny(missingCloudAccountFields(body).map((field) => `${field} should not be empty`));
  const provider = body.provider as CloudAccountProvider;
  const data: Record<string, unknown> = { provider, desc: text(body, 'desc') ?? '' };
  for (const key of CLOUD_ACCOUNT_FIELDS[provider]) data[key] = text(body, key);
  const total = req.ctx.store.records.list('cloud-account', {}, 1, 0).total;
  const record = req.ctx.store.records.insert('cloud-account', {
    id: newId(),
    ownerId: req.user._id,
    name: text(body, 'name')!,
    createdAt: new Date().toISOString(),
    data: { ...data, number: total + 1 },
  });
  return { status: 201, body: cloudAccountView(record) };
}

/** An account a cluster still uses cannot go (our choice: the spec is silent; a user would lose the cluster). */
function remove(req: ApiRequest) {
  requireAdmin(req);
  const record = req.ctx.store.records.get('cloud-account', req.params.cloudAccountId!);
  if (!record) throw notFound('Cloud account');
  const used = req.ctx.store.records.list('environment', { dataEquals: ['cloudAccountId', record._id] }, 1, 0).total;
  if (used > 0) throw badRequest('This cloud account is used by a cluster; delete the cluster first.');
  req.ctx.store.records.delete('cloud-account', record._id);
  return { body: { deleted: true, _id: record._id } };
}

/**
 * GET /clouds/aws/cloud-formation/callback?token&userId&arnRole: the AWS stack calls back with the role ARN. The
 * emulator checks the token belongs to the user and keeps the ARN on the user, where the account form reads it
 * (`lastCreatedArnRole` of the profile). No bearer header: the caller is the cloud, the token is in the query.
 */
function cloudFormationCallback(req: PublicRequest) {
  const token = req.query.get('token') ?? '';
  const user = token ? req.ctx.tokens.userOfToken(token) : undefined;
  if (!user || user._id !== req.query.get('userId')) throw unauthorized();
  const arnRole = req.query.get('arnRole')?.trim();
  if (!arnRole?.startsWith('arn:aws:iam::')) throw badRequest(['arnRole must be an IAM role ARN']);
  req.ctx.store.userAdmin.patchData(user._id, { lastCreatedArnRole: arnRole });
  return { body: { status: 'SUCCESS', userId: user._id, arnRole } };
}

export const cloudAccountRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v2/users/cloud-accounts',
    handler: (req) => {
      requireAdmin(req);
      const { limit, offset, search } = listQuery(req);
      const page = req.ctx.store.records.list('cloud-account', { search }, limit, offset);
      return pageReply({ items: page.items.map(cloudAccountView), total: page.total });
    },
  },
  { method: 'POST', path: '/api/v2/users/cloud-accounts', handler: create },
  { method: 'DELETE', path: '/api/v2/users/cloud-accounts/:cloudAccountId', handler: remove },
  {
    method: 'GET',
    path: '/api/v2/clouds/aws/cloud-formation/callback',
    public: true,
    handler: cloudFormationCallback,
  },
];
