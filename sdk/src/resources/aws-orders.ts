import type { PageParams } from '../pagination.js';
import { type AwsOrder, awsOrderSchema, meteringRecordSchema } from '../schemas/administration.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** AWS Marketplace orders and their metering records: `/v2/aws-orders`. */
export class AwsOrders extends Resource {
  /** Lists orders (a user's own; admins see all). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/aws-orders', awsOrderSchema, { ...params }, options);
  }

  /** One order. */
  get(id: string, options?: CallOptions): Promise<AwsOrder> {
    return this.transport.json('GET', `/aws-orders/${seg(id)}`, awsOrderSchema, options);
  }

  /** The order's metering records. */
  meteringRecords(id: string, params: PageParams = {}, options?: CallOptions) {
    const path = `/aws-orders/${seg(id)}/metering-record`;
    return this.paged(path, meteringRecordSchema, { ...params }, { ...options, query: { awsOrderId: id } });
  }
}
