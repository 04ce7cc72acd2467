import { randomBytes } from 'node:crypto';
import { OAUTH_PROVIDERS } from '../domain.js';
import type { PublicRequest, RouteDef } from './types.js';

/**
 * GET /auth/{provider}: the browser opens it in a popup to link a git host. The platform redirects to the host's
 * consent page, whose callback lands on the web app's `/{provider}-callback` page with the credentials in the
 * query. The emulator has no git host, so it redirects straight to that page with made-up credentials, and the
 * page saves them (PATCH /users/secrets) as it would after a real consent.
 */
function authorize(provider: string) {
  return (req: PublicRequest) => {
    const query = new URLSearchParams({
      accessToken: `emu_${provider}_${randomBytes(12).toString('hex')}`,
      refreshToken: `emu_${provider}_refresh_${randomBytes(12).toString('hex')}`,
      createdAt: String(Math.floor(Date.now() / 1000)),
      username: `${provider}-demo-user`,
      id: String(Number.parseInt(randomBytes(3).toString('hex'), 16)),
    });
    const state = req.query.get('state');
    if (state) query.set('state', state);
    const location = `/${provider}-callback?${query.toString()}`;
    return { status: 302, body: { statusCode: 302, message: 'Redirecting', location }, headers: { location } };
  };
}

export const oauthRoutes: RouteDef[] = OAUTH_PROVIDERS.map((provider) => ({
  method: 'GET',
  path: `/auth/${provider}`,
  public: true as const,
  handler: authorize(provider),
}));
