import type { PageParams } from '../pagination.js';
import { deletedSchema } from '../schemas/environment.js';
import { type SecretManager, secretManagerSchema } from '../schemas/secret.js';
import { type CallOptions, Resource, seg } from './resource.js';
import type { SecretValues } from './secret-managers.js';

/** Secret sets by project id: `/v2/secrets/{projectId}` (the same managers, addressed by set id). */
export class Secrets extends Resource {
  /** Lists a project's secret sets (names only). */
  list(projectId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/secrets/${seg(projectId)}`, secretManagerSchema, { ...params }, options);
  }

  /** Creates a set; a name already in use is a ConflictError. */
  create(
    projectId: string,
    body: { name: string; values: SecretValues },
    options?: CallOptions,
  ): Promise<SecretManager> {
    return this.transport.json('POST', `/secrets/${seg(projectId)}`, secretManagerSchema, { ...options, body });
  }

  /** One set with its values. */
  get(projectId: string, setId: string, options?: CallOptions): Promise<SecretManager> {
    return this.transport.json('GET', `/secrets/${seg(projectId)}/set/${seg(setId)}`, secretManagerSchema, options);
  }

  /** Deletes a set. */
  delete(projectId: string, setId: string, options?: CallOptions) {
    return this.transport.json('DELETE', `/secrets/${seg(projectId)}/set/${seg(setId)}`, deletedSchema, options);
  }
}
