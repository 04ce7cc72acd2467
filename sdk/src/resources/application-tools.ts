import { type Activity, activitySchema } from '../schemas/activity.js';
import {
  type ApplicationTemplate,
  type HttpLog,
  httpLogSchema,
  type ToolToken,
  templateSchema,
  toolTokenSchema,
} from '../schemas/application-extras.js';
import { applicationBasePath } from './application-backups.js';
import type { ApplicationIds } from './applications.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Template export payload (spec 002 section 3); name and organization required. */
export interface TemplateExport {
  name: string;
  organization: string;
  image?: string;
  adminUser?: string;
  adminPassword?: string;
  adminPath?: string;
}

/** An application's tools: PhpMyAdmin and VS Code sessions, HTTP logs, click records, template export. */
export class ApplicationTools extends Resource {
  /** A new PhpMyAdmin session token (valid 4 hours). */
  pmaSession(ids: ApplicationIds, options?: CallOptions): Promise<ToolToken> {
    return this.transport.json('GET', `${applicationBasePath(ids)}/request-pma-session`, toolTokenSchema, options);
  }

  /** A new VS Code session token (valid 4 hours). */
  vscodeSession(ids: ApplicationIds, options?: CallOptions): Promise<ToolToken> {
    return this.transport.json('GET', `${applicationBasePath(ids)}/request-vscode-session`, toolTokenSchema, options);
  }

  /** HTTP access-log lines of one container. */
  httpLogs(
    ids: ApplicationIds,
    containerName: string,
    params: { pageSize?: number; sinceSeconds?: number } = {},
    options?: CallOptions,
  ): Promise<HttpLog> {
    const path = `${applicationBasePath(ids)}/http-logs/${seg(containerName)}`;
    return this.transport.json('GET', path, httpLogSchema, { ...options, query: { ...params } });
  }

  /** Records a user's click on an application screen as an activity. */
  recordActivity(ids: ApplicationIds, action: string, options?: CallOptions): Promise<Activity> {
    const body = { action, ...ids };
    return this.transport.json('POST', `${applicationBasePath(ids)}/activities`, activitySchema, { ...options, body });
  }

  /** Exports the application as a catalogue template. */
  exportTemplate(ids: ApplicationIds, body: TemplateExport, options?: CallOptions): Promise<ApplicationTemplate> {
    return this.transport.json('POST', `${applicationBasePath(ids)}/templates`, templateSchema, {
      ...options,
      body: { ...body },
    });
  }
}
