import type { DecoupledStrategy } from '../domain/drupal-forge.js';
import type { PagePromise } from '../pagination.js';
import { type DecoupledApplication, decoupledApplicationSchema } from '../schemas/decoupled-io.js';
import { type StatusResult, statusResultSchema } from '../schemas/drupal-forge.js';
import { type HostedListParams, hostedPage } from './hosted-page.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** The ids that name one Decoupled.io application. */
export interface DecoupledIds {
  spaceId: number;
  applicationId: string;
}

const space = (spaceId: number) => `/decoupled-io/spaces/${seg(String(spaceId))}/applications`;
const dioApp = ({ spaceId, applicationId }: DecoupledIds) => `${space(spaceId)}/${seg(applicationId)}`;

/** Decoupled.io: spaces of hosted decoupled applications, one per environment (`/v2/decoupled-io`). */
export class DecoupledIo extends Resource {
  /** Express-launches a template in a space as one environment (dev by default). */
  launch(
    spaceId: number,
    body: { templateId: string; email?: string; strategy?: DecoupledStrategy },
    options?: CallOptions,
  ) {
    return this.transport.json('POST', space(spaceId), decoupledApplicationSchema, { ...options, body });
  }

  /** Lists a user's applications of a space (`{total, applications}`, paged by `limit`). */
  list(spaceId: number, params: HostedListParams, options?: CallOptions): PagePromise<DecoupledApplication> {
    return hostedPage(this.transport, space(spaceId), decoupledApplicationSchema, params, options);
  }

  /** Clones a running application into another environment (test by default). */
  clone(ids: DecoupledIds, body: { email: string; strategy?: DecoupledStrategy }, options?: CallOptions) {
    return this.transport.json('PATCH', `${dioApp(ids)}/clone`, decoupledApplicationSchema, { ...options, body });
  }

  /** One application of a user. */
  get(ids: DecoupledIds, email: string, options?: CallOptions): Promise<DecoupledApplication> {
    return this.transport.json('GET', dioApp(ids), decoupledApplicationSchema, { ...options, query: { email } });
  }

  /** Pushes the expiry further by some hours. */
  extendTime(ids: DecoupledIds, body: { email: string; extendedHours: number }, options?: CallOptions) {
    return this.transport.json('PATCH', `${dioApp(ids)}/extend-time`, decoupledApplicationSchema, { ...options, body });
  }

  /** Pauses a running application. */
  pause(ids: DecoupledIds, email: string, options?: CallOptions): Promise<StatusResult> {
    const body = { email };
    return this.transport.json('PATCH', `${dioApp(ids)}/pause`, statusResultSchema, { ...options, body });
  }

  /** Unpauses a paused application that has not expired. */
  unpause(ids: DecoupledIds, email: string, options?: CallOptions): Promise<DecoupledApplication> {
    const body = { email };
    return this.transport.json('PATCH', `${dioApp(ids)}/unpause`, decoupledApplicationSchema, { ...options, body });
  }

  /** Deactivates an application for good. */
  deactivate(ids: DecoupledIds, email?: string, options?: CallOptions): Promise<StatusResult> {
    const body = email ? { email } : {};
    return this.transport.json('PATCH', `${dioApp(ids)}/deactivate`, statusResultSchema, { ...options, body });
  }
}
