import {
  APPLICATION_PROTECTED_MESSAGE,
  type Application,
  applicationBranch,
  availableApplicationActions,
  branchConfirmationError,
  canDeleteApplication,
  displayedApplicationState,
  runApplicationAction,
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate } from '../../router/history.js';
import { applicationPath, branchesPath, type PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/** Danger Zone (spec 002 sections 2.8 and 5): undeploy and delete, each confirmed by typing `branch/{name}`. */
export function DangerZonePage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="danger-zone">
      {(screen) => <DangerZone {...screen} />}
    </ApplicationLayout>
  );
}

function DangerZone({ ids, data }: ApplicationScreen) {
  const { client } = useSession();
  const branch = applicationBranch(data);
  const protectedApp = data.enableDeletionProtection === true;
  const canUndeploy =
    !protectedApp && availableApplicationActions(displayedApplicationState(data).label).includes('undeploy');
  return (
    <section aria-labelledby="danger-title">
      <h2 id="danger-title">Danger Zone</h2>
      {protectedApp ? <p className="alert alert-info">{APPLICATION_PROTECTED_MESSAGE}</p> : null}
      <Confirmed
        title="Undeploy this application"
        text="Stops the application and removes its resources from the cluster. The branch stays and can be deployed again."
        button="Undeploy"
        branch={branch}
        enabled={canUndeploy}
        onConfirm={async () => {
          await runApplicationAction(client, ids, 'undeploy', { wait: false });
          navigate(applicationPath({ ...ids }, 'overview'));
        }}
      />
      <Confirmed
        title="Delete this application"
        text="Only an application that was never deployed, or was undeployed, can be deleted."
        button="Delete"
        branch={branch}
        enabled={canDeleteApplication(data as Application)}
        onConfirm={async () => {
          await client.applications.delete(ids);
          navigate(branchesPath(ids.workspaceId, ids.projectId));
        }}
      />
    </section>
  );
}

function Confirmed(props: {
  title: string;
  text: string;
  button: string;
  branch: string;
  enabled: boolean;
  onConfirm(): Promise<void>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mismatch = branchConfirmationError(typed, props.branch);
    setFieldError(mismatch);
    if (mismatch) return;
    await submission.run(async () => {
      await props.onConfirm();
      return undefined;
    });
  };
  return (
    <form className="danger card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{props.title}</h3>
      <p>{props.text}</p>
      <div className="field">
        <label htmlFor={id}>
          Type <span className="mono">branch/{props.branch}</span> to confirm
        </label>
        <input
          id={id}
          type="text"
          value={typed}
          disabled={!props.enabled}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <Feedback submission={submission} />
      <button type="submit" className="danger-button" disabled={!props.enabled || submission.busy}>
        {props.button}
      </button>
    </form>
  );
}
