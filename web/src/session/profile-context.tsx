import type { Profile } from '@skiff/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import { type Resource, useResource } from '../components/use-resource.js';
import { storedMarketplaceToken } from './landing-storage.js';
import { useSession } from './session-context.js';

const ProfileContext = createContext<Resource<Profile> | undefined>(undefined);

/** Loads the signed-in user's profile (id and instance role) once per session; the role checks need it. */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const { client, session } = useSession();
  const profile = useResource(
    (signal) => client.users.profile({ signal }, { mpToken: storedMarketplaceToken() }),
    [client, session?.idToken],
  );
  return <ProfileContext.Provider value={profile}>{children}</ProfileContext.Provider>;
}

/** The profile resource; `data` is undefined while loading. */
export function useProfile(): Resource<Profile> {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile must be used inside ProfileProvider');
  return value;
}

/** The profile as the SDK's permission functions want it, or undefined while loading. */
export function usePermissionUser(): { _id: string; role?: string | null } | undefined {
  const { data } = useProfile();
  return data?._id ? { _id: data._id, role: data.role } : undefined;
}
