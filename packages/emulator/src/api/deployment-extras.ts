import {
  BACKUP_DELETED_MESSAGE,
  BACKUP_RETENTION_DAYS,
  backupOverallStatus,
  backupRequestError,
  customDomainError,
  DEPLOYMENT_ACTIONS,
  DEPLOYMENT_BACKUP_PARTS,
  PMA_NOT_ENABLED_MESSAGE,
  requestedBackupParts,
  TOOL_TOKEN_LIFETIME_MS,
} from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { startDeploymentTask } from '../tasks/deployment-tasks.js';
import { bodyOf, deploymentPath, requireDeployed, requireMaintainer } from './deployment-access.js';
import { TAG } from './deployments.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/** Spec 001 section 6 / 002 section 6: the workspace's feature flags gate these features. */
const DISABLED_FOR_WORKSPACE = 'Disabled for this workspace - contact support';

function addBackup(req: ApiRequest) {
  const { deployment } = deploymentPath(req);
  const body = bodyOf(req);
  if (body.type !== 'MANUAL' && body.type !== 'AUTOMATED')
    throw badRequest(['type must be one of the following values: MANUAL, AUTOMATED']);
  const store = req.ctx.store.deployments;
  // Tag backups hold the database (spec 002 section 7: "POST backups (type MANUAL, database true)").
  const manual = store.backups(deployment._id).filter((b) => b.type === 'MANUAL').length;
  const parts = requestedBackupParts(body, DEPLOYMENT_BACKUP_PARTS);
  const refusal = backupRequestError(parts, body.type === 'MANUAL' ? manual : undefined);
  if (refusal) throw badRequest(refusal);
  requireDeployed(deployment);
  const id = newId();
  const createdAt = new Date().toISOString();
  store.insertBackup({ id, deploymentId: deployment._id, type: body.type, createdAt, data: {} });
  const record = startDeploymentTask(req.ctx, {
    action: DEPLOYMENT_ACTIONS.backup,
    deployment,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: () => {
      store.setBackupFile(id, { _id: newId(), name: `${deployment.name}-${createdAt.slice(0, 10)}.sql.gz` });
    },
  });
  store.setBackupActivity(id, record.id);
  return { status: 201, body: { activityId: record.id, backup: store.backup(id) } };
}

function autoBackup(req: ApiRequest) {
  const { workspace, project, deployment } = deploymentPath(req);
  requireMaintainer(req, workspace, project);
  const body = bodyOf(req);
  const errors: string[] = [];
  if (typeof body.enabledDailyBackup !== 'boolean') errors.push('enabledDailyBackup must be a boolean value');
  if (body.enabledDailyBackup === true) {
    if (body.timezoneDailyBackup === undefined || body.timezoneDailyBackup === null || body.timezoneDailyBackup === '')
      errors.push('Please input your timezone!');
    const err = backupRequestError({ database: body.database === true });
    if (err) errors.push(err);
  }
  if (
    body.backupRetentionTime !== undefined &&
    !(BACKUP_RETENTION_DAYS as readonly unknown[]).includes(body.backupRetentionTime)
  )
    errors.push(`backupRetentionTime must be one of the following values: ${BACKUP_RETENTION_DAYS.join(', ')}`);
  if (errors.length) throw badRequest(errors);
  if (body.enabledDailyBackup === true && workspace.enabledDailyBackup === false)
    throw badRequest(DISABLED_FOR_WORKSPACE);
  const patch: Record<string, unknown> = { enabledDailyBackup: body.enabledDailyBackup };
  for (const key of ['timezoneDailyBackup', 'backupRetentionTime'] as const)
    if (body[key] !== undefined) patch[key] = body[key];
  if (body.enabledDailyBackup === true) patch.backupOptions = { database: true, files: false, source: false };
  req.ctx.store.deployments.update(deployment._id, { status: deployment.status, replicas: deployment.replicas }, patch);
  return { body: req.ctx.store.deployments.get(deployment._id) };
}

function backupOf(req: ApiRequest) {
  const { workspace, project, deployment } = deploymentPath(req);
  const backup = req.ctx.store.deployments.backup(req.params.backupId!);
  if (!backup || backup.deploymentId !== deployment._id) throw notFound('Backup');
  return { workspace, project, deployment, backup };
}

function deleteBackup(req: ApiRequest) {
  const { workspace, project, backup } = backupOf(req);
  requireMaintainer(req, workspace, project);
  // Spec 002 section 4: delete acts only when not pending (deployment-screen reading).
  if (backupOverallStatus(backup as never, 'deployment') === 'PENDING')
    throw badRequest('The backup is still in progress.');
  req.ctx.store.deployments.removeBackup(backup._id);
  return { body: { message: BACKUP_DELETED_MESSAGE, _id: backup._id } };
}

function backupFile(req: ApiRequest) {
  const { backup } = backupOf(req);
  const file = backup.databaseFile as { _id?: string; name?: string } | null;
  if (!file || file._id !== req.params.fileId) throw notFound('File');
  // The emulator keeps no dump; the address is where a real platform's signed storage URL would be.
  const downloadURL = `${req.ctx.origin()}/files/backups/${file._id}/${file.name}`;
  return { body: { _id: file._id, name: file.name, downloadURL } };
}

function addDomain(req: ApiRequest) {
  const { workspace, deployment } = deploymentPath(req);
  const body = bodyOf(req);
  const error = customDomainError(typeof body.domain === 'string' ? body.domain : null);
  if (error) throw badRequest([error]);
  if (workspace.enableCustomDomain === false) throw badRequest(DISABLED_FOR_WORKSPACE);
  requireDeployed(deployment);
  const domain = String(body.domain).trim().toLowerCase();
  const domains = (deployment.domains ?? []) as Array<{ domain: string }>;
  if (domains.some((d) => d.domain === domain)) throw conflict(`The domain ${domain} is already added.`);
  const entry = {
    _id: newId(),
    domain,
    deployment: true,
    hasCertificate: Boolean(body.privateKey && body.sslCertificate),
  };
  const store = req.ctx.store.deployments;
  const record = startDeploymentTask(req.ctx, {
    action: DEPLOYMENT_ACTIONS.addDomain,
    deployment,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: (at) => {
      const now = store.get(deployment._id);
      if (now)
        store.update(now._id, now, { domains: [...((now.domains ?? []) as unknown[]), { ...entry, createdAt: at }] });
    },
  });
  return { status: 201, body: { activityId: record.id, domain: entry } };
}

function forceHttps(req: ApiRequest) {
  const { deployment } = deploymentPath(req);
  const body = bodyOf(req);
  if (typeof body.secureConnection !== 'boolean') throw badRequest(['secureConnection must be a boolean value']);
  requireDeployed(deployment);
  const on = body.secureConnection;
  const store = req.ctx.store.deployments;
  const record = startDeploymentTask(req.ctx, {
    action: on ? DEPLOYMENT_ACTIONS.startHttps : DEPLOYMENT_ACTIONS.stopHttps,
    deployment,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: () => {
      const now = store.get(deployment._id);
      if (now) store.update(now._id, now, { secureConnection: on });
    },
  });
  return { body: { activityId: record.id, deployment: store.get(deployment._id) } };
}

/** A PhpMyAdmin session token, valid 4 hours (spec 002 section 4), opened through /proxy/v1/{tokenId}/. */
function pmaSession(req: ApiRequest) {
  const { deployment } = deploymentPath(req);
  if (deployment.isEnablePMA !== true) throw badRequest(PMA_NOT_ENABLED_MESSAGE);
  requireDeployed(deployment);
  const createdAt = new Date();
  const pmaToken = { _id: newId(), createdAt: createdAt.toISOString() };
  req.ctx.store.deployments.update(deployment._id, deployment, { pmaToken });
  return {
    body: {
      pmaToken,
      url: `${req.ctx.origin()}/proxy/v1/${pmaToken._id}/`,
      expiredAt: new Date(createdAt.getTime() + TOOL_TOKEN_LIFETIME_MS).toISOString(),
    },
  };
}

export const deploymentExtraRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${TAG}/backups`,
    handler: (req) => {
      const { deployment } = deploymentPath(req);
      const search = req.query.get('search')?.trim().toLowerCase();
      const all = req.ctx.store.deployments
        .backups(deployment._id)
        .filter((b) => !search || String(b.type).toLowerCase().includes(search));
      const { limit, offset } = pagingOf(req.query, 12);
      return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
    },
  },
  { method: 'POST', path: `${TAG}/backups`, handler: addBackup },
  { method: 'PATCH', path: `${TAG}/backups`, handler: autoBackup },
  { method: 'DELETE', path: `${TAG}/backups/:backupId`, handler: deleteBackup },
  { method: 'GET', path: `${TAG}/backups/:backupId/files/:fileId`, handler: backupFile },
  {
    method: 'GET',
    path: `${TAG}/domains`,
    handler: (req) => {
      const domains = (deploymentPath(req).deployment.domains ?? []) as unknown[];
      return pageReply({ items: domains, total: domains.length });
    },
  },
  { method: 'POST', path: `${TAG}/domains`, handler: addDomain },
  { method: 'PUT', path: `${TAG}/force-https`, handler: forceHttps },
  { method: 'GET', path: `${TAG}/request-pma-session`, handler: pmaSession },
];
