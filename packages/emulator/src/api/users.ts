import { profileView } from '../store/users.js';
import type { RouteDef } from './types.js';

export const userRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/users/profile', handler: (req) => ({ body: profileView(req.user) }) },
];
