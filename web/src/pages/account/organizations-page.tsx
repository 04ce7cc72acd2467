import { readAll, type Team } from '@skiff/sdk';
import { useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { UploadedImage } from '../../components/uploaded-image.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import { ConfirmButton } from '../admin/confirm-button.js';
import { AccountTabs } from './account-tabs.js';
import { OrganizationForm } from './organization-form.js';

/**
 * /account/organizations (spec 002 sections 2.9, 3 and 5): the user's organizations, which the contract serves as
 * teams (`/v2/teams`, as the CLI and TUI do), each with its logo, name and email: create and edit (name, email and
 * logo image, all required) and delete.
 */
export function OrganizationsPage() {
  const { client } = useSession();
  // Every organization: the SDK's page iterator reads all pages (a user in over 100 saw only the first 100).
  const teams = useResource((signal) => readAll(client.teams.list({ pageSize: 100 }, { signal })), [client]);
  const outcome = useSubmit();
  const [editing, setEditing] = useState<string>();
  // A new key after each create gives the next one an empty form (a file input cannot be cleared from state).
  const [created, setCreated] = useState(0);
  const done = (message?: string) => {
    void outcome.run(async () => message);
    setEditing(undefined);
    teams.reload();
  };
  return (
    <>
      <AccountTabs current="/account/organizations" />
      <ErrorAlert error={teams.error} />
      <Feedback submission={outcome} />
      <h2>Organizations</h2>
      {teams.data?.length === 0 ? <p>No organizations yet.</p> : null}
      <ul className="rows" aria-label="Organizations" aria-busy={teams.loading}>
        {(teams.data ?? []).map((team: Team) => (
          <li key={team._id} className="row">
            {editing === team._id ? (
              <OrganizationForm
                title={`Edit ${team.name}`}
                initial={team}
                submitLabel="Save"
                save={async (body) => {
                  await client.teams.update(team._id, body);
                  done(`The organization ${body.name} was saved.`);
                }}
              />
            ) : (
              <>
                <span className="organization">
                  <UploadedImage
                    reference={team.logoImage}
                    alt={`${team.name} logo`}
                    size={32}
                    fallback={
                      <span className="organization-initial" aria-hidden="true">
                        {team.name.charAt(0).toUpperCase()}
                      </span>
                    }
                  />
                  <span>
                    <strong>{team.name}</strong> <span className="muted">{team.email ?? ''}</span>
                    {team.description ? <span className="cell-sub"> {team.description}</span> : null}
                  </span>
                </span>
                <span>
                  <button type="button" aria-label={`Edit ${team.name}`} onClick={() => setEditing(team._id)}>
                    Edit
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
      <h3>New organization</h3>
      <OrganizationForm
        key={created}
        title="New organization"
        submitLabel="Create"
        save={async (body) => {
          await client.teams.create(body);
          setCreated((n) => n + 1);
          done(`The organization ${body.name} was created.`);
        }}
      />
    </>
  );
}
