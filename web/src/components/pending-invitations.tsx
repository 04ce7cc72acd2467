import type { Invitation } from '@skiff/sdk';
import { INVITATION_INVALID_MESSAGE } from '@skiff/sdk/domain';
import { useState } from 'react';
import { navigate } from '../router/history.js';
import { branchesPath, projectsPath } from '../routes.js';
import { useSession } from '../session/session-context.js';
import { ErrorAlert } from './error-alert.js';
import { useResource } from './use-resource.js';

function refId(ref: Invitation['workspace']): string | undefined {
  return typeof ref === 'string' ? ref : ref?._id;
}

function refName(ref: Invitation['workspace']): string | undefined {
  return typeof ref === 'string' ? undefined : (ref?.name ?? undefined);
}

/**
 * The user's pending invitations above the workspace list (spec 000 sections 2 and 4): Accept goes to the
 * workspace (or, for a project invite, the project's branches); Reject deletes the invitation and reloads.
 */
export function PendingInvitations({ onChanged }: { onChanged(): void }) {
  const { client, handleError } = useSession();
  const list = useResource((signal) => client.invitations.listMine({}, { signal }), [client]);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;

  const act = async (invitation: Invitation, accept: boolean) => {
    setError(undefined);
    setBusy(true);
    try {
      const token = invitation.token ?? '';
      if (!accept) {
        await client.invitations.reject(token);
        list.reload();
        onChanged();
        return;
      }
      await client.invitations.accept(token);
      const workspaceId = refId(invitation.workspace) ?? '';
      const projectId = refId(invitation.project);
      navigate(projectId ? branchesPath(workspaceId, projectId) : projectsPath(workspaceId));
    } catch (e) {
      handleError(e);
      setError(accept ? new Error(INVITATION_INVALID_MESSAGE) : e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="invitations" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Pending invitations</h2>
      <ErrorAlert error={error} />
      <ul className="rows">
        {items.map((invitation) => {
          const target = refName(invitation.project) ?? refName(invitation.workspace) ?? 'a workspace';
          return (
            <li key={invitation._id ?? invitation.token} className="row">
              <span>
                <strong>{target}</strong>
                {invitation.invitedBy?.rawInfo?.email ? ` from ${invitation.invitedBy.rawInfo.email}` : ''}
                {invitation.role ? ` as ${invitation.role}` : ''}
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  className="primary"
                  disabled={busy}
                  aria-label={`Accept invitation to ${target}`}
                  onClick={() => act(invitation, true)}
                >
                  Accept
                </button>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Reject invitation to ${target}`}
                  onClick={() => act(invitation, false)}
                >
                  Reject
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
