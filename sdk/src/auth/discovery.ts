import * as z from 'zod';
import { ConnectionError, SkiffError } from '../transport/errors.js';
import type { HttpClient } from '../transport/http.js';

/** Where an origin's login provider is. */
export interface LoginSettings {
  loginEndpoint: string;
  clientId: string;
  /** The hosted login page's domain (`{loginDomain}/login`, `{loginDomain}/oauth2/token`), when advertised. */
  loginDomain?: string;
  /** The user pool id, when advertised: SRP sign-in needs it. */
  userPoolId?: string;
}

const discoverySchema = z.lazy(() =>
  z.looseObject({
    loginEndpoint: z.string(),
    clientId: z.string(),
    loginDomain: z.string().optional(),
    userPoolId: z.string().optional(),
  }),
);

/**
 * Reads `{origin}/.well-known/skiff.json` (served by the emulator). A real platform may not serve it: callers then
 * pass the login endpoint and client id themselves.
 */
export async function discoverLoginSettings(origin: string, http: HttpClient): Promise<LoginSettings> {
  const url = `${origin.replace(/\/+$/, '')}/.well-known/skiff.json`;
  let text = '';
  let status = 0;
  try {
    const response = await http.send({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ConnectionError(`Cannot reach ${origin}: is the server running and the origin right?`, origin, {
      cause: error,
    });
  }
  const parsed = status === 200 ? discoverySchema.safeParse(safeJson(text)) : undefined;
  if (!parsed?.success) {
    throw new SkiffError(
      `${origin} does not say where its login provider is; pass --login-endpoint and --client-id of its user pool.`,
    );
  }
  const { loginEndpoint, clientId, loginDomain, userPoolId } = parsed.data;
  return {
    loginEndpoint,
    clientId,
    ...(loginDomain ? { loginDomain } : {}),
    ...(userPoolId ? { userPoolId } : {}),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
