import type { SkiffClient } from '../client.js';
import type { CustomDomainInput } from '../resources/application-network.js';
import type { CallOptions } from '../resources/resource.js';
import type { DeployWizardTarget } from './deploy-wizard-context.js';

/** The calls behind a branch's or a tag's Custom Domains screen, one shape for both. */
export interface CustomDomainCalls {
  /** Adds a domain (an ADD_CUSTOM_DOMAIN task); the answer's activity id, where the platform gives one. */
  add(input: CustomDomainInput, options?: CallOptions): Promise<{ activityId?: string | null }>;
  /** Forces HTTPS on or off (a START_ or STOP_FORCING_HTTPS task). */
  forceHttps(on: boolean, options?: CallOptions): Promise<{ activityId?: string | null }>;
  /**
   * Removes a domain by id (a DELETE_CUSTOM_DOMAIN task); undefined for a tag: the contract has no call to remove a
   * tag's domain (spec 002 section 7 lists only GET/POST .../domains and PUT .../force-https).
   */
  remove?(domainId: string, options?: CallOptions): Promise<{ activityId?: string | null }>;
}

/**
 * The custom-domain calls of a branch (`POST .../applications/{a}/domains` with applicationId and isDeployment false;
 * removal through the workspace's `DELETE .../domains/{id}`) or of a tag (`POST .../deployments/{d}/domains` with
 * deploymentId), so that every surface adds, forces HTTPS and removes through one place.
 */
export function customDomainCalls(client: SkiffClient, target: DeployWizardTarget): CustomDomainCalls {
  if ('applicationId' in target) {
    return {
      add: (input, options) => client.applications.domains.add(target, input, options),
      forceHttps: (on, options) => client.applications.forceHttps(target, on, options),
      remove: async (domainId, options) => {
        const removed = await client.domains.delete(target.workspaceId, domainId, options);
        return { activityId: removed.activityId ?? removed.activity?._id ?? null };
      },
    };
  }
  return {
    add: (input, options) => client.deploymentTools.addDomain(target, input, options),
    forceHttps: (on, options) => client.deploymentTools.forceHttps(target, on, options),
  };
}
