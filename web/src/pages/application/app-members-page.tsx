import { type Collaborator, memberCalls, memberFormErrors, memberMessages, memberRequest } from '@skiff/sdk';
import { applicationMemberAddedMessage } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/**
 * Members (spec 002 sections 2.8, 6 and 8), rendering the SDK's members form model (scope `application`): the
 * application's users; admin-level users add (by email) and remove them.
 */
export function ApplicationMembersPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="members">
      {(screen) => <Members {...screen} />}
    </ApplicationLayout>
  );
}

/** The members form of an application: only an email, the SDK's rule and request. */
const APPLICATION_FORM = {
  scope: 'application',
  userId: '',
  canManage: true,
  roles: [],
  defaultRole: undefined,
} as const;

function Members({ ids, adminLevel }: ApplicationScreen) {
  const { client } = useSession();
  const calls = memberCalls(client, ids);
  const id = useId();
  const members = useResource(async (signal) => ({ items: await calls.list({ signal }) }), [client, ids.applicationId]);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const [question, ask] = useConfirm();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const error = memberFormErrors({ email }, APPLICATION_FORM).email;
    setFieldError(error);
    if (error) return;
    const request = memberRequest({ email }, APPLICATION_FORM);
    if (
      await submission.run(async () => {
        const added = await calls.invite(request);
        return applicationMemberAddedMessage(added.email ?? request.email);
      })
    ) {
      setEmail('');
      members.reload();
    }
  };
  const remove = async (member: Collaborator) => {
    const who = member.rawInfo?.email ?? member.email ?? member._id;
    if (!(await ask({ title: `Remove ${who} from this application?`, confirmLabel: 'Remove' }))) return;
    const done = await submission.run(async () => {
      await calls.remove(member._id);
      return memberMessages('application').removed;
    });
    if (done) members.reload();
  };

  const items = members.data?.items ?? [];
  return (
    <section aria-labelledby="members-title">
      {question}
      <h2 id="members-title">Members</h2>
      <ErrorAlert error={members.error} />
      {members.data && items.length === 0 ? <p>No members yet.</p> : null}
      <ul className="rows" aria-label="Application members" aria-busy={members.loading}>
        {items.map((member) => {
          const who = member.rawInfo?.email ?? member.email ?? '';
          return (
            <li key={member._id} className="row">
              <span>
                <strong>{member.displayName ?? who}</strong> <span className="muted">{who}</span>{' '}
                <span className="muted">{member.role ?? ''}</span>
              </span>
              {adminLevel ? (
                <span className="row-actions">
                  <button
                    type="button"
                    disabled={submission.busy}
                    aria-label={`Remove ${who}`}
                    onClick={() => remove(member)}
                  >
                    Remove
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {adminLevel ? (
        <form className="form narrow card" onSubmit={add} noValidate aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>Add a member</h3>
          <TextField
            id={`${id}-email`}
            label="Email"
            error={fieldError}
            value={email}
            onChange={setEmail}
            type="email"
          />
          <button type="submit" className="primary" disabled={submission.busy}>
            Add member
          </button>
        </form>
      ) : null}
      <Feedback submission={submission} />
    </section>
  );
}
