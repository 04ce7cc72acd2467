import { basicAuthErrors, configurationErrors, FILE_PERMISSION_LEVELS, GROUP_TYPES } from '../domain.js';
import { badRequest } from '../http/errors.js';
import type { Project } from '../store/projects.js';
import { fieldMessages } from './deployment-access.js';
import type { ApiRequest } from './types.js';

const BOOLEAN_FIELDS = ['isEnablePMA', 'isEnableEditor'] as const;
const STRING_FIELDS = ['appRoot', 'webRoot'] as const;

/**
 * PATCH .../configuration body (spec 002 section 7: appRoot, webRoot, replicas, groupType, capacity, capacityLimit,
 * secretManager, isEnablePMA, isEnableEditor), also the configuration part of the activate body. Returns the patch.
 */
export function configurationPatch(req: ApiRequest, project: Project, body: Record<string, unknown>) {
  const patch: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const key of STRING_FIELDS) {
    if (body[key] === undefined) continue;
    if (typeof body[key] === 'string' && body[key].trim() !== '') patch[key] = body[key];
    else errors.push(`${key} should not be empty`);
  }
  for (const key of BOOLEAN_FIELDS) {
    if (body[key] === undefined) continue;
    if (typeof body[key] === 'boolean') patch[key] = body[key];
    else errors.push(`${key} must be a boolean value`);
  }
  if (body.groupType !== undefined) {
    if ((GROUP_TYPES as readonly unknown[]).includes(body.groupType)) patch.groupType = body.groupType;
    else errors.push(`groupType must be one of the following values: ${GROUP_TYPES.join(', ')}`);
  }
  if (body.replicas !== undefined && typeof body.replicas !== 'number') errors.push('replicas must be a number');
  const config = {
    replicas: typeof body.replicas === 'number' ? body.replicas : undefined,
    capacity: typeof body.capacity === 'string' ? body.capacity : undefined,
    capacityLimit: typeof body.capacityLimit === 'string' ? body.capacityLimit : undefined,
  };
  errors.push(...fieldMessages(configurationErrors(config)));
  if (config.capacity) patch.capacity = config.capacity;
  if (config.capacityLimit) patch.capacityLimit = config.capacityLimit;
  if (body.secretManager !== undefined && body.secretManager !== null && body.secretManager !== '') {
    // The chosen secret manager must be one of the project's (spec 002 section 2.8, Configuration).
    if (typeof body.secretManager !== 'string' || !req.ctx.store.secretManagers.byName(project._id, body.secretManager))
      errors.push('secretManager must name one of the project secret managers');
    else patch.secretManager = body.secretManager;
  } else if (body.secretManager === null || body.secretManager === '') patch.secretManager = null;
  if (errors.length) throw badRequest(errors);
  return { patch, replicas: config.replicas };
}

/** PATCH .../security body: isEnableBasicAuth, authUsername, authPassword, filePermissionLevel (spec 002 section 7). */
export function securityPatch(body: Record<string, unknown>): Record<string, unknown> {
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  if (body.isEnableBasicAuth !== undefined && typeof body.isEnableBasicAuth !== 'boolean')
    errors.push('isEnableBasicAuth must be a boolean value');
  errors.push(
    ...fieldMessages(
      basicAuthErrors({
        isEnableBasicAuth: body.isEnableBasicAuth === true,
        authUsername: typeof body.authUsername === 'string' ? body.authUsername : null,
        authPassword: typeof body.authPassword === 'string' ? body.authPassword : null,
      }),
    ),
  );
  if (
    body.filePermissionLevel !== undefined &&
    !(FILE_PERMISSION_LEVELS as readonly unknown[]).includes(body.filePermissionLevel)
  )
    errors.push(`filePermissionLevel must be one of the following values: ${FILE_PERMISSION_LEVELS.join(', ')}`);
  if (errors.length) throw badRequest(errors);
  if (typeof body.isEnableBasicAuth === 'boolean') {
    patch.isEnableBasicAuth = body.isEnableBasicAuth;
    // Credentials are dropped when the lock is off (spec 003 section 5, deploy payload cleaning).
    patch.authUsername = body.isEnableBasicAuth ? body.authUsername : null;
    patch.authPassword = body.isEnableBasicAuth ? body.authPassword : null;
  }
  if (body.filePermissionLevel !== undefined) patch.filePermissionLevel = body.filePermissionLevel;
  return patch;
}
