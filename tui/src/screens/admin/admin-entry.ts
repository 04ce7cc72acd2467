import type { Route } from '../../contexts/router-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import type { PaletteEntry } from '../../keys/palette-entries.js';
import { useAdminAccess } from './admin-access.js';
import { ADMIN_SECTION_TITLES, ADMIN_SECTIONS } from './admin-routes.js';

/**
 * The way into the admin area, only for instance owners and admins (the SDK's `isAdmin`): `A` on Home, and the
 * palette's "Go to Admin: ..." entries. A developer sees neither. Output: the palette entries (none for others).
 */
export function useAdminEntry(): (go: (to: Route) => void) => PaletteEntry[] {
  const router = useRouter();
  const { isAdmin } = useAdminAccess();
  useKeyLayer(
    {
      scopes: () => (isAdmin && router.current.name === 'workspaces' ? ['admin'] : []),
      onCommand: (command) => {
        if (command !== 'openAdmin') return false;
        router.open({ name: 'admin', section: 'clusters' });
        return true;
      },
    },
    isAdmin,
  );
  return (go) =>
    isAdmin
      ? ADMIN_SECTIONS.map((section) => ({
          label: `Go to Admin: ${ADMIN_SECTION_TITLES[section]}`,
          keys: '',
          run: () => go({ name: 'admin', section }),
        }))
      : [];
}
