import type { Application, SkiffClient } from '@skiff/sdk';
import {
  APPLICATION_DELETE_REFUSED_MESSAGE,
  APPLICATION_PROTECTED_MESSAGE,
  canDeleteApplication,
} from '@skiff/sdk/domain';
import type { ApplicationPath } from '../../contexts/router-context.js';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';
import { typedConfirmationPrompt } from '../../services/typed-confirmation.js';

/**
 * Why an application cannot be deleted now (spec 002: only never deployed or undeployed successfully; deletion
 * protection says 'This application is protected.'), else undefined.
 */
export function applicationDeletionRefusal(app: Application): string | undefined {
  if (app.enableDeletionProtection) return APPLICATION_PROTECTED_MESSAGE;
  return canDeleteApplication(app) ? undefined : APPLICATION_DELETE_REFUSED_MESSAGE;
}

/** The typed confirmation that deletes the application at `path` (`branch/NAME`, else 'Value is not matching!'). */
export function applicationDeletionPrompt(
  client: SkiffClient,
  { workspace, project, application }: ApplicationPath,
  onDeleted: () => void,
  onError: (error: unknown) => void,
): TextPromptSpec {
  return {
    question: `Delete the application ${application.name}? This cannot be undone.`,
    ...typedConfirmationPrompt('application.delete', application.name),
    onSubmit: () => {
      const ids = { workspaceId: workspace.id, projectId: project.id, applicationId: application.id };
      client.applications.delete(ids).then(onDeleted, onError);
    },
  };
}
