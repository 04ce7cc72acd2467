import { type Invitation, refId } from '@skiff/sdk';
import { INVITATION_INVALID_MESSAGE } from '@skiff/sdk/domain';
import { useCallback } from 'react';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { cleanLine } from '../../services/text.js';
import { collect } from '../shared/collect.js';
import { workspaceCommands } from './workspace-commands.js';

/** A reference's id and cleaned name (the name falls back to the id). */
function named(ref: Invitation['workspace']): Named | undefined {
  const id = refId(ref);
  if (!id) return undefined;
  return { id, name: cleanLine(typeof ref === 'string' ? id : (ref?.name ?? id)) };
}

/** What an invitation is to, as the CLI names it: `WORKSPACE` or `WORKSPACE/PROJECT`. */
export function invitationTarget(invitation: Invitation): string {
  const workspace = named(invitation.workspace)?.name ?? 'a workspace';
  const project = named(invitation.project);
  return project ? `${workspace}/${project.name}` : workspace;
}

/**
 * The user's pending invitations shown above Home's list (spec 000 sections 2 and 4), handled first to last:
 * `accept()` joins and opens the workspace (a project invitation: the project's branches), or says the spec's
 * 'Oops! That workspace request is invalid...' when the server refuses; `reject()` declines it and reloads.
 */
export function usePendingInvitations(onChanged: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const router = useRouter();
  const load = useCallback((signal: AbortSignal) => collect(client.invitations.listMine({}, { signal })), [client]);
  const loaded = useLoader(load, 'invitations');
  const first = loaded.data?.[0];
  const accept = () => {
    if (!first) return;
    showAction(workspaceCommands.acceptInvitation(invitationTarget(first)), true);
    client.invitations.accept(first.token ?? '').then(
      () => {
        loaded.reload();
        onChanged();
        const workspace = named(first.workspace);
        const project = named(first.project);
        if (!workspace) return;
        router.open({ name: 'projects', workspace });
        if (project) router.open({ name: 'branches', workspace, project });
      },
      () => showError(new Error(INVITATION_INVALID_MESSAGE)),
    );
  };
  const reject = () => {
    if (!first) return;
    showAction(workspaceCommands.rejectInvitation(invitationTarget(first)));
    client.invitations.reject(first.token ?? '').then(() => {
      showInfo(`The invitation to ${invitationTarget(first)} was rejected.`);
      loaded.reload();
    }, showError);
  };
  return { invitations: loaded.data ?? [], first, accept, reject, reload: loaded.reload };
}
