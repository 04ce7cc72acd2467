import type { RouteDef } from './types.js';

/** The API version the emulator claims to serve. */
export const API_VERSION = '2.0.0';

export const healthRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v2/healthz',
    public: true,
    handler: () => ({ body: { status: 'ok', version: API_VERSION } }),
  },
];
