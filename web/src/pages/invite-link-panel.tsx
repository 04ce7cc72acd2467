import { type InviteLink, inviteLinkMessages } from '@skiff/sdk';
import { useId, useState } from 'react';
import { ConfirmAction } from '../components/confirm-dialog.js';
import { CopyButton } from '../components/copy-button.js';
import { Feedback } from '../components/feedback.js';
import { useSubmit } from '../components/use-submit.js';
import { useSession } from '../session/session-context.js';

/**
 * A workspace's shareable invite link on its Members tab (capability workspace.inviteLink, for collaborator
 * managers), as the TUI's `l`/`N`/`X` and `skiff invitations link|link-refresh|link-delete`: Show asks the platform
 * for it (the platform makes one when there is none, so nothing is made by merely opening the tab), then Copy,
 * Replace (the old link stops working) and Disable, each of the last two after a yes/no question.
 */
export function InviteLinkPanel({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string }) {
  const { client } = useSession();
  const id = useId();
  const [link, setLink] = useState<InviteLink | 'disabled'>();
  const outcome = useSubmit();
  const texts = inviteLinkMessages(workspaceName);

  const show = () =>
    outcome.run(async () => {
      setLink(await client.invitations.getInviteLink(workspaceId));
      return undefined;
    });
  const replace = () =>
    outcome.run(async () => {
      setLink(await client.invitations.refreshInviteLink(workspaceId));
      return texts.replaced;
    });
  const disable = () =>
    outcome.run(async () => {
      await client.invitations.deleteInviteLink(workspaceId);
      setLink('disabled');
      return texts.disabled;
    });

  const shown = typeof link === 'object' && link.link ? link : undefined;
  return (
    <section className="card invite-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite link</h2>
      {shown ? (
        <>
          <p>{texts.about(shown.role)}</p>
          <label htmlFor={`${id}-link`}>Invite link</label>
          <div className="invite-link-row">
            <input id={`${id}-link`} readOnly value={shown.link ?? ''} onFocus={(e) => e.currentTarget.select()} />
            {/* Keyed by the address: a replaced link drops the old one's "Copied to clipboard". */}
            <CopyButton key={shown.link} value={shown.link ?? ''} label="invite link" />
          </div>
          <div className="actions">
            <ConfirmAction
              label="Replace link"
              disabled={outcome.busy}
              confirm={{ title: texts.replaceQuestion, confirmLabel: 'Replace link' }}
              onConfirm={() => void replace()}
            />
            <ConfirmAction
              label="Disable link"
              className="danger-button"
              disabled={outcome.busy}
              confirm={{ title: texts.disableQuestion, confirmLabel: 'Disable link' }}
              onConfirm={() => void disable()}
            />
          </div>
        </>
      ) : (
        <>
          {link === 'disabled' ? <p>The invite link is disabled.</p> : null}
          <button type="button" onClick={() => void show()} disabled={outcome.busy}>
            {link === 'disabled' ? 'Make a new invite link' : 'Show invite link'}
          </button>
        </>
      )}
      <Feedback submission={outcome} />
    </section>
  );
}
