import type { PageParams } from '../pagination.js';
import { deletedSchema } from '../schemas/environment.js';
import { type SecretManager, secretManagerSchema } from '../schemas/secret.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Variable name to value. */
export type SecretValues = Record<string, string>;

const managersPath = (workspaceId: string, projectId: string) =>
  `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/secret-managers`;

/** A project's secret managers by name: `/v2/workspaces/{w}/projects/{p}/secret-managers`. */
export class SecretManagers extends Resource {
  /** Lists the managers' names. */
  list(workspaceId: string, projectId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(managersPath(workspaceId, projectId), secretManagerSchema, { ...params }, options);
  }

  /** One manager with its values. */
  get(workspaceId: string, projectId: string, name: string, options?: CallOptions): Promise<SecretManager> {
    return this.transport.json(
      'GET',
      `${managersPath(workspaceId, projectId)}/${seg(name)}`,
      secretManagerSchema,
      options,
    );
  }

  /** Creates the named manager or replaces its values. */
  save(
    workspaceId: string,
    projectId: string,
    name: string,
    values: SecretValues,
    options?: CallOptions,
  ): Promise<SecretManager> {
    const path = `${managersPath(workspaceId, projectId)}/${seg(name)}`;
    return this.transport.json('POST', path, secretManagerSchema, { ...options, body: { name, values } });
  }

  /** Deletes the named manager. */
  delete(workspaceId: string, projectId: string, name: string, options?: CallOptions) {
    return this.transport.json(
      'DELETE',
      `${managersPath(workspaceId, projectId)}/${seg(name)}`,
      deletedSchema,
      options,
    );
  }
}
