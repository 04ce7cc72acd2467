import { type WebhookCommandResult, webhookCommandResultSchema } from '../schemas/administration.js';
import { type ActionResult, actionResultSchema } from '../schemas/application.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Webhooks at the origin's root (`/webhooks/...`, not under /api/v2). */
export class Webhooks extends Resource {
  /** Runs a command in a deployed application (bearer: a command access token or a session). */
  runCommand(applicationId: string, command: string, options?: CallOptions): Promise<WebhookCommandResult> {
    const path = `/webhooks/applications/${seg(applicationId)}/command`;
    return this.transport.json('POST', path, webhookCommandResultSchema, { ...options, body: { command }, root: true });
  }

  /** What a git host calls on a push: pulls and rolls out the deployed branch (a TRIGGER_WEBHOOK task). */
  triggerApplicationGit(
    applicationId: string,
    body: { username: string; token: string; userId?: string },
    options?: CallOptions,
  ): Promise<ActionResult> {
    const path = `/webhooks/applications/${seg(applicationId)}/git`;
    return this.transport.json('PUT', path, actionResultSchema, { ...options, body, root: true });
  }

  /** The same git hook for a VPS. */
  triggerVpsGit(
    vpsId: string,
    body: { username: string; token: string; userId?: string },
    options?: CallOptions,
  ): Promise<ActionResult> {
    const path = `/webhooks/vps/${seg(vpsId)}/git`;
    return this.transport.json('PUT', path, actionResultSchema, { ...options, body, root: true });
  }
}
