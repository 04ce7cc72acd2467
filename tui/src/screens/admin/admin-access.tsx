import { isAdmin, isInstanceOwner, type PermissionUser } from '@skiff/sdk/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useServices } from '../../contexts/services-context.js';

/** Who is signed in, as the SDK's role rules see them; `user` is undefined until the profile arrived. */
export interface AdminAccess {
  user?: PermissionUser;
  /** Instance owner or instance admin (the SDK's `isAdmin`): the admin area is theirs. */
  isAdmin: boolean;
  /** The instance owner may also delete protected clusters. */
  isInstanceOwner: boolean;
}

const NOBODY: AdminAccess = { isAdmin: false, isInstanceOwner: false };
const AdminAccessContext = createContext<AdminAccess>(NOBODY);

/**
 * Loads the signed-in user's profile once, in an effect (the first frame never waits). A failed load leaves the
 * user without the admin area rather than raising a notice: the admin entry is an extra, not the screen asked for.
 */
export function AdminAccessProvider({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const [access, setAccess] = useState<AdminAccess>(NOBODY);
  useEffect(() => {
    const abort = new AbortController();
    client.users.profile({ signal: abort.signal }).then(
      (profile) => {
        const user = { _id: profile._id ?? '', role: profile.role };
        setAccess({ user, isAdmin: isAdmin(user), isInstanceOwner: isInstanceOwner(user) });
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [client]);
  return <AdminAccessContext.Provider value={access}>{children}</AdminAccessContext.Provider>;
}

/** The signed-in user's admin rights (none until the profile arrived). */
export function useAdminAccess(): AdminAccess {
  return useContext(AdminAccessContext);
}
