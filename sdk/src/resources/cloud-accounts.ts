import type { CloudAccountProvider } from '../domain/account-rules.js';
import type { PageParams } from '../pagination.js';
import {
  type CloudAccount,
  type CloudFormationCallback,
  cloudAccountSchema,
  cloudFormationCallbackSchema,
} from '../schemas/administration.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** The creation fields of a cloud account; each provider needs its own (see CLOUD_ACCOUNT_FIELDS). */
export interface CloudAccountInput {
  name: string;
  provider: CloudAccountProvider;
  desc?: string;
  awsArnRole?: string;
  doToken?: string;
  doSpaceRegion?: string;
  doSpaceKey?: string;
  doSpaceSecret?: string;
  azSubscriptionId?: string;
  azTenantId?: string;
  azClientId?: string;
  azClientSecret?: string;
}

/** Cloud accounts (admin pages): `/v2/users/cloud-accounts` and the AWS stack callback. */
export class CloudAccounts extends Resource {
  /** Lists the instance's cloud accounts. */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/users/cloud-accounts', cloudAccountSchema, { ...params }, options);
  }

  /** Links a cloud account. */
  create(body: CloudAccountInput, options?: CallOptions): Promise<CloudAccount> {
    const trimmed = body.awsArnRole === undefined ? body : { ...body, awsArnRole: body.awsArnRole.trim() };
    return this.transport.json('POST', '/users/cloud-accounts', cloudAccountSchema, { ...options, body: trimmed });
  }

  /** Removes a cloud account that no cluster uses. */
  delete(cloudAccountId: string, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', `/users/cloud-accounts/${seg(cloudAccountId)}`, deletedSchema, options);
  }

  /** The AWS CloudFormation stack's callback with the created role ARN (the cloud calls it; tests and tools may). */
  cloudFormationCallback(
    query: { token: string; userId: string; arnRole: string },
    options?: CallOptions,
  ): Promise<CloudFormationCallback> {
    const path = '/clouds/aws/cloud-formation/callback';
    return this.transport.json('GET', path, cloudFormationCallbackSchema, { ...options, query: { ...query } });
  }
}
