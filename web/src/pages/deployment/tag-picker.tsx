import type { DeploymentIds } from '@skiff/sdk';
import { type DeploymentMenuKey, isDeploymentNotDeployedYet } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { useResource } from '../../components/use-resource.js';
import { navigate } from '../../router/history.js';
import { projectPath, tagPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';

/** How many tags the dropdown lists (our choice: the spec gives no number; the tag list pages by 10). */
const PICKER_TAGS = 100;
const ALL_TAGS = '';

/**
 * Spec 002 section 2.3: "A dropdown lists All Tags plus each deployment, deployed ones in bold". A native select
 * cannot show bold options, so deployed tags come first in their own group. Open goes there (the same screen of
 * the other tag), rather than every arrow key moving the page.
 */
export function TagPicker({ ids, section }: { ids: DeploymentIds; section: DeploymentMenuKey }) {
  const { client } = useSession();
  const id = useId();
  const { workspaceId, projectId } = ids;
  const [chosen, setChosen] = useState(ids.deploymentId);
  const tags = useResource(
    async (signal) => {
      const page = await client.deployments.list(workspaceId, projectId, { pageSize: PICKER_TAGS }, { signal });
      return page.items;
    },
    [client, workspaceId, projectId],
  );
  const items = tags.data ?? [];
  const groups = [
    ['Deployed', items.filter((t) => !isDeploymentNotDeployedYet(t))],
    ['Not deployed', items.filter((t) => isDeploymentNotDeployedYet(t))],
  ] as const;
  const open = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      chosen === ALL_TAGS
        ? projectPath({ workspaceId, projectId }, 'deployments/tags')
        : tagPath({ workspaceId, projectId, deploymentId: chosen }, section),
    );
  };
  return (
    <form className="toolbar" onSubmit={open} aria-label="Choose a tag">
      <label htmlFor={id}>Tag</label>
      <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value={ALL_TAGS}>All Tags</option>
        {groups.map(([label, tags]) =>
          tags.length ? (
            <optgroup key={label} label={label}>
              {tags.map((t) => (
                <option key={t._id} value={t._id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
      <button type="submit">Open</button>
    </form>
  );
}
