import type { Team } from '@skiff/sdk';
import { REQUIRED } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import { ConfirmButton } from '../admin/confirm-button.js';
import { AccountTabs } from './account-tabs.js';

/**
 * /account/organizations (spec 002 section 2.9): the user's organizations, which the contract serves as teams
 * (`/v2/teams`, as the CLI and TUI do): create, rename (name 'Required') and delete. The spec's email and logo have
 * no place in the contract's team, so they are not asked.
 */
export function OrganizationsPage() {
  const { client } = useSession();
  const teams = useResource((signal) => client.teams.list({ pageSize: 100 }, { signal }), [client]);
  const outcome = useSubmit();
  const [renaming, setRenaming] = useState<string>();
  const done = (message?: string) => {
    void outcome.run(async () => message);
    setRenaming(undefined);
    teams.reload();
  };
  return (
    <>
      <AccountTabs current="/account/organizations" />
      <ErrorAlert error={teams.error} />
      <Feedback submission={outcome} />
      <h2>Organizations</h2>
      {teams.data?.items.length === 0 ? <p>No organizations yet.</p> : null}
      <ul className="rows" aria-label="Organizations" aria-busy={teams.loading}>
        {(teams.data?.items ?? []).map((team: Team) => (
          <li key={team._id} className="row">
            {renaming === team._id ? (
              <NameForm
                title={`Rename ${team.name}`}
                initial={team.name ?? ''}
                submitLabel="Save"
                save={async (name) => {
                  await client.teams.update(team._id, { name });
                  done(`The organization is now ${name}.`);
                }}
              />
            ) : (
              <>
                <span>
                  <strong>{team.name}</strong> <span className="muted">{team.description ?? ''}</span>
                </span>
                <span>
                  <button type="button" aria-label={`Rename ${team.name}`} onClick={() => setRenaming(team._id)}>
                    Rename
                  </button>{' '}
                  <ConfirmButton
                    label={`Delete ${team.name}`}
                    question={`Delete the organization ${team.name}?`}
                    run={async () => {
                      await client.teams.delete(team._id);
                      return `The organization ${team.name} was deleted.`;
                    }}
                    onDone={done}
                  />
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <NameForm
        title="New organization"
        initial=""
        submitLabel="Create"
        save={async (name) => {
          await client.teams.create({ name });
          done(`The organization ${name} was created.`);
        }}
      />
    </>
  );
}

function NameForm(props: { title: string; initial: string; submitLabel: string; save(name: string): Promise<void> }) {
  const id = useId();
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string>();
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? undefined : REQUIRED;
    setError(problem);
    if (problem) return;
    if (await submission.run(async () => void (await props.save(name.trim())))) setName(props.initial);
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-label={props.title}>
      <TextField id={`${id}-name`} label="Name" value={name} onChange={setName} error={error} />
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
