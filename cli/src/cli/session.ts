import {
  defaultConfigDir,
  nodeHttpClient,
  openSession,
  ProfileStore,
  profileNameFrom,
  type Session,
} from '@skiff/sdk/node';
import type { Context } from './context.js';

/** The profile store of this user (`SKIFF_CONFIG_DIR`, else the XDG config folder). */
export function profileStore(ctx: Context): ProfileStore {
  return new ProfileStore(defaultConfigDir(ctx.env));
}

/** The profile name in use: `--profile`, else SKIFF_PROFILE, else `default`. */
export function profileName(ctx: Context): string {
  return profileNameFrom(ctx.profileFlag, ctx.env);
}

/** Opens the session of the profile in use (or of SKIFF_TOKEN); throws NotSignedInError when there is none. */
export function cliSession(ctx: Context): Session {
  return openSession({ store: profileStore(ctx), profile: profileName(ctx), env: ctx.env, http: nodeHttpClient() });
}
