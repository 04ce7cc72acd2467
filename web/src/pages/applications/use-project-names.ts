import type { Project } from '@skiff/sdk';
import { useMemo } from 'react';
import { useResource } from '../../components/use-resource.js';
import { useSession } from '../../session/session-context.js';

const PAGE_SIZE = 1000;

/**
 * Project names by id, for the applications tables' "branch / project" names (spec 001 section 2): a workspace's
 * projects, or (no workspace) every project the user sees. An application row carries only its project's id.
 */
export function useProjectNames(workspaceId?: string): ReadonlyMap<string, string> {
  const { client } = useSession();
  const projects = useResource(
    async (signal) => {
      const items: Project[] = [];
      for (let pageIndex = 1; ; pageIndex++) {
        const params = { pageIndex, pageSize: PAGE_SIZE };
        const page = workspaceId
          ? await client.projects.list(workspaceId, params, { signal })
          : await client.projects.listAll(params, { signal });
        items.push(...page.items);
        if (!page.hasNextPage) return items;
      }
    },
    [client, workspaceId],
  );
  return useMemo(() => new Map((projects.data ?? []).map((p) => [p._id, p.name])), [projects.data]);
}
