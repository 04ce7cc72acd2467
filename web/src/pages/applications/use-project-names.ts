import { readProjectNames } from '@skiff/sdk';
import { useResource } from '../../components/use-resource.js';
import { useSession } from '../../session/session-context.js';

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Project names by id, for the applications tables' "branch / project" names (spec 001 section 2): a workspace's
 * projects, or (no workspace) every project the user sees, read by the SDK's `readProjectNames` (the CLI's
 * listings name projects the same way). An application row carries only its project's id.
 */
export function useProjectNames(workspaceId?: string): ReadonlyMap<string, string> {
  const { client } = useSession();
  const names = useResource((signal) => readProjectNames(client, workspaceId, { signal }), [client, workspaceId]);
  return names.data ?? NONE;
}
