import type { PageParams } from '../pagination.js';
import { type BackupFile, backupFileSchema, backupSchema } from '../schemas/application-extras.js';
import {
  type DeploymentAction,
  deploymentActionSchema,
  deploymentBackupStartedSchema,
  deploymentDomainSchema,
  deploymentDomainStartedSchema,
  deploymentSchema,
  type PmaSession,
  pmaSessionSchema,
} from '../schemas/deployment.js';
import { deletedSchema } from '../schemas/environment.js';
import { type DeploymentIds, deploymentPath } from './deployments.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Scheduled backups of a tag (spec 002 section 7). */
export interface DeploymentAutoBackup {
  enabledDailyBackup: boolean;
  timezoneDailyBackup?: number;
  backupRetentionTime?: 3 | 7 | 14 | 30;
  database?: boolean;
}

/** A tag's backups: list, manual backup, schedule, file download and delete. */
export class DeploymentBackups extends Resource {
  /** Lists the tag's backups, newest first (the deployment screen loads 999 at once). */
  list(ids: DeploymentIds, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`${deploymentPath(ids)}/backups`, backupSchema, { ...params }, options);
  }

  /** Starts a manual database backup (EXPORT_DATABASE task); at most five manual backups. */
  create(ids: DeploymentIds, options?: CallOptions) {
    const body = { type: 'MANUAL', database: true };
    return this.transport.json('POST', `${deploymentPath(ids)}/backups`, deploymentBackupStartedSchema, {
      ...options,
      body,
    });
  }

  /** Turns daily backups on or off. */
  schedule(ids: DeploymentIds, body: DeploymentAutoBackup, options?: CallOptions) {
    return this.transport.json('PATCH', `${deploymentPath(ids)}/backups`, deploymentSchema, { ...options, body });
  }

  /** Deletes a backup that is not pending. */
  delete(ids: DeploymentIds, backupId: string, options?: CallOptions) {
    return this.transport.json('DELETE', `${deploymentPath(ids)}/backups/${seg(backupId)}`, deletedSchema, options);
  }

  /** A backup file with its download address. */
  file(ids: DeploymentIds, backupId: string, fileId: string, options?: CallOptions): Promise<BackupFile> {
    const path = `${deploymentPath(ids)}/backups/${seg(backupId)}/files/${seg(fileId)}`;
    return this.transport.json('GET', path, backupFileSchema, { ...options, query: { downloadURL: 'true' } });
  }
}

/** A tag's network and tools: custom domains, forced HTTPS and PhpMyAdmin sessions. */
export class DeploymentTools extends Resource {
  /** Lists the tag's custom domains. */
  domains(ids: DeploymentIds, options?: CallOptions) {
    return this.paged(`${deploymentPath(ids)}/domains`, deploymentDomainSchema, {}, options);
  }

  /** Adds a custom domain (ADD_CUSTOM_DOMAIN task); key and certificate are sent only when both are given. */
  addDomain(
    ids: DeploymentIds,
    body: { domain: string; privateKey?: string; sslCertificate?: string },
    options?: CallOptions,
  ) {
    const withCert = body.privateKey && body.sslCertificate;
    const payload = {
      deploymentId: ids.deploymentId,
      domain: body.domain,
      ...(withCert ? { privateKey: body.privateKey, sslCertificate: body.sslCertificate } : {}),
    };
    return this.transport.json('POST', `${deploymentPath(ids)}/domains`, deploymentDomainStartedSchema, {
      ...options,
      body: payload,
    });
  }

  /** Forces HTTPS on or off (START_/STOP_FORCING_HTTPS task). */
  forceHttps(ids: DeploymentIds, secureConnection: boolean, options?: CallOptions): Promise<DeploymentAction> {
    const body = { secureConnection };
    return this.transport.json('PUT', `${deploymentPath(ids)}/force-https`, deploymentActionSchema, {
      ...options,
      body,
    });
  }

  /** A new PhpMyAdmin session (valid 4 hours); needs PhpMyAdmin enabled on the tag. */
  pmaSession(ids: DeploymentIds, options?: CallOptions): Promise<PmaSession> {
    return this.transport.json('GET', `${deploymentPath(ids)}/request-pma-session`, pmaSessionSchema, options);
  }
}
