import type { ApplicationIds } from '@skiff/sdk';
import { useMemo } from 'react';
import type { ApplicationPath } from '../contexts/router-context.js';

/** The ids the SDK takes for the application of a path, stable while the path's ids stay the same. */
export function useApplicationIds({ workspace, project, application }: ApplicationPath): ApplicationIds {
  return useMemo(
    () => ({ workspaceId: workspace.id, projectId: project.id, applicationId: application.id }),
    [workspace.id, project.id, application.id],
  );
}
