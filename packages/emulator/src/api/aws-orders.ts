import { isAdmin } from '../domain.js';
import { notFound } from '../http/errors.js';
import type { StoredRecord } from '../store/records.js';
import { forbidden } from './access.js';
import { listQuery, pageReply } from './admin-access.js';
import type { ApiRequest, RouteDef } from './types.js';

const view = (record: StoredRecord) => ({ _id: record._id, createdAt: record.createdAt, ...record.data });

/** Users see their own marketplace orders; admins see every order. */
function visibleOrder(req: ApiRequest, id: string): StoredRecord {
  const order = req.ctx.store.records.get('aws-order', id);
  if (!order) throw notFound('AWS order');
  if (!isAdmin(req.user) && order.ownerId !== req.user._id) throw forbidden();
  return order;
}

export const awsOrderRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v2/aws-orders',
    handler: (req) => {
      const { limit, offset, search } = listQuery(req);
      const ownerId = isAdmin(req.user) ? null : req.user._id;
      const page = req.ctx.store.records.list('aws-order', { ownerId, search }, limit, offset);
      return pageReply({ items: page.items.map(view), total: page.total });
    },
  },
  {
    method: 'GET',
    path: '/api/v2/aws-orders/:id',
    handler: (req) => ({ body: view(visibleOrder(req, req.params.id!)) }),
  },
  {
    method: 'GET',
    path: '/api/v2/aws-orders/:id/metering-record',
    handler: (req) => {
      const order = visibleOrder(req, req.params.id!);
      const { limit, offset } = listQuery(req);
      const filter = { dataEquals: ['awsOrderId', order._id] as [string, string] };
      const page = req.ctx.store.records.list('metering-record', filter, limit, offset);
      return pageReply({ items: page.items.map(view), total: page.total });
    },
  },
];
