import {
  REVOKE_TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_TO_SELF_MESSAGE,
  TRIAL_TRANSFER_MESSAGE,
  validateTransfer,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import type { WorkspacePanel } from './workspace-settings-page.js';

/**
 * Transfer Owner (spec 001 sections 4, 5 and 8): the new owner's e-mail (not one's own) and the workspace's name typed
 * again; once sent the workspace is being transferred and the transfer can be revoked. A TRIAL workspace cannot be.
 */
export function TransferOwner({ workspace, reload }: WorkspacePanel) {
  const { client, session } = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submission = useSubmit();
  const name = workspace.name ?? '';
  const emailError = errors.find((e) => e.startsWith('email') || e === TRANSFER_TO_SELF_MESSAGE);
  const confirmationError = errors.find((e) => e.startsWith('Must match'));

  const transfer = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTransfer({ email, confirmation }, session?.email ?? '', name);
    setErrors(found);
    if (found.length) return;
    await submission.run(async () => {
      await client.invitations.transfer(workspace._id, email.trim());
      reload();
      return TRANSFER_SUCCESS_MESSAGE;
    });
  };
  const revoke = () =>
    submission.run(async () => {
      await client.invitations.revokeTransfer(workspace._id);
      reload();
      return REVOKE_TRANSFER_SUCCESS_MESSAGE;
    });

  if (workspace.plan === 'TRIAL')
    return (
      <section className="card" aria-label="Transfer Owner">
        <h3>Transfer Owner</h3>
        <p>{TRIAL_TRANSFER_MESSAGE}</p>
      </section>
    );
  if (workspace.isTransfer)
    return (
      <section className="card" aria-label="Transfer Owner">
        <h3>Transfer Owner</h3>
        <p>This workspace is being transferred.</p>
        <Feedback submission={submission} />
        <button type="button" disabled={submission.busy} onClick={revoke}>
          Revoke transfer
        </button>
      </section>
    );
  return (
    <form className="card" onSubmit={transfer} noValidate aria-label="Transfer Owner">
      <h3>Transfer Owner</h3>
      <TextField
        id={`${id}-email`}
        label="New owner's e-mail"
        type="email"
        value={email}
        onChange={setEmail}
        error={emailError}
      />
      <TextField
        id={`${id}-confirm`}
        label={`Type ${name} to confirm`}
        value={confirmation}
        onChange={setConfirmation}
        error={confirmationError}
      />
      <Feedback submission={submission} />
      <button type="submit" disabled={submission.busy}>
        Transfer
      </button>
    </form>
  );
}
