import {
  type Application,
  applicationBranch,
  LOOKUP_PAGE,
  RepositoryTokenExpiredError,
  readAll,
  typedConfirmationOf,
} from '@skiff/sdk';
import {
  canDeleteApplication,
  canUseRepositoryToken,
  displayedApplicationState,
  REPOSITORY_TOKEN_EXPIRED_MESSAGE,
  SYNC_BRANCHES_SUCCESS_MESSAGE,
  type WizardGitProvider,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmAction } from '../../components/confirm-dialog.js';
import { errorText } from '../../components/error-alert.js';
import { useToast } from '../../components/toast.js';
import { useResource } from '../../components/use-resource.js';
import { navigate } from '../../router/history.js';
import { applicationPath, branchesPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';

/** Spec 002 section 8: the answer after a token refresh. */
const REFRESHED_MESSAGE = 'Refreshed';

/**
 * The branches page's header actions (spec 002 section 2.1): Sync All Branches, the Refresh Token link with its
 * form, and the branch picker. `onSynced` reloads the list.
 */
export function BranchHeaderActions(props: {
  workspaceId: string;
  projectId: string;
  repositoryProvider: string | undefined;
  onSynced(): void;
}) {
  const { client, handleError } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [expired, setExpired] = useState(false);
  const sync = async () => {
    setBusy(true);
    try {
      await client.projects.syncBranches(props.projectId);
      setExpired(false);
      toast(SYNC_BRANCHES_SUCCESS_MESSAGE);
      props.onSynced();
    } catch (error) {
      handleError(error);
      // Spec 002 section 8: 498 says the token expired and offers the refresh-token link.
      const tokenExpired = error instanceof RepositoryTokenExpiredError;
      setExpired(tokenExpired);
      toast(tokenExpired ? REPOSITORY_TOKEN_EXPIRED_MESSAGE : `Error: ${errorText(error)}`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="header-actions">
        <button type="button" className="primary" onClick={sync} disabled={busy}>
          Sync All Branches
        </button>
        <button
          type="button"
          className="link-button"
          aria-expanded={refreshing}
          onClick={() => setRefreshing(!refreshing)}
        >
          Refresh Token
        </button>
        <BranchPicker workspaceId={props.workspaceId} projectId={props.projectId} />
      </div>
      {expired ? <p className="alert alert-error">{REPOSITORY_TOKEN_EXPIRED_MESSAGE}</p> : null}
      {refreshing ? (
        <RefreshTokenForm
          projectId={props.projectId}
          provider={props.repositoryProvider}
          onDone={() => {
            setRefreshing(false);
            setExpired(false);
          }}
        />
      ) : null}
    </>
  );
}

/** How the platform reaches the repository from now on: the user's personal token, or a repository token. */
function RefreshTokenForm(props: { projectId: string; provider: string | undefined; onDone(): void }) {
  const { client, handleError } = useSession();
  const toast = useToast();
  const id = useId();
  const repositoryTokenAllowed = canUseRepositoryToken((props.provider ?? 'GITHUB') as WizardGitProvider);
  const [useRepositoryToken, setUseRepositoryToken] = useState(false);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (useRepositoryToken && token.trim() === '') {
      setError('Please input the repository token.');
      return;
    }
    try {
      await client.projects.updateRepository(props.projectId, {
        isUsePersonalToken: !useRepositoryToken,
        isUseRepositoryToken: useRepositoryToken,
        repositoryToken: useRepositoryToken ? token.trim() : undefined,
      });
      toast(REFRESHED_MESSAGE);
      props.onDone();
    } catch (failure) {
      handleError(failure);
      setError(errorText(failure));
    }
  };
  return (
    <form className="card form narrow" onSubmit={submit} aria-label="Refresh the repository token" noValidate>
      <fieldset className="filters">
        <legend>Reach the repository with</legend>
        <label className="checkbox">
          <input type="radio" name={id} checked={!useRepositoryToken} onChange={() => setUseRepositoryToken(false)} />
          My personal token (Account, git tokens)
        </label>
        {repositoryTokenAllowed ? (
          <label className="checkbox">
            <input type="radio" name={id} checked={useRepositoryToken} onChange={() => setUseRepositoryToken(true)} />A
            repository token
          </label>
        ) : null}
      </fieldset>
      {useRepositoryToken ? (
        <div className="field">
          <label htmlFor={`${id}-token`}>Repository token</label>
          <input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <p>
        <button type="submit" className="primary">
          Refresh
        </button>
      </p>
    </form>
  );
}

/** Spec 002 section 2.1: All Branches, then each branch, deployed ones first; choosing one opens it. */
function BranchPicker({ workspaceId, projectId }: { workspaceId: string; projectId: string }) {
  const { client } = useSession();
  const id = useId();
  // Every branch of the project, however many pages (one page of 1,000 left the rest out of the choice).
  const all = useResource(
    (signal) => readAll(client.applications.list(workspaceId, projectId, LOOKUP_PAGE, { signal })),
    [client, workspaceId, projectId],
  );
  const items = all.data ?? [];
  const deployed = items.filter((app) => displayedApplicationState(app).label !== 'Not Deployed');
  const others = items.filter((app) => displayedApplicationState(app).label === 'Not Deployed');
  const option = (app: Application) => (
    <option key={app._id} value={app._id}>
      {applicationBranch(app)}
    </option>
  );
  return (
    <span className="branch-picker">
      <label htmlFor={id} className="visually-hidden">
        Branch
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          const applicationId = e.target.value;
          navigate(
            applicationId
              ? applicationPath({ workspaceId, projectId, applicationId }, 'overview')
              : branchesPath(workspaceId, projectId),
          );
        }}
      >
        <option value="">All Branches</option>
        {deployed.length ? <optgroup label="Deployed">{deployed.map(option)}</optgroup> : null}
        {others.length ? <optgroup label="Not deployed">{others.map(option)}</optgroup> : null}
      </select>
    </span>
  );
}

/** A branch row's delete: asked with the typed branch/NAME, as in the Danger Zone; off when the rules forbid it. */
export function DeleteBranchButton(props: {
  app: Application;
  workspaceId: string;
  projectId: string;
  onDeleted(): void;
}) {
  const { client, handleError } = useSession();
  const toast = useToast();
  const branch = applicationBranch(props.app);
  return (
    <ConfirmAction
      label={`Delete ${branch}`}
      text="Delete"
      className="danger-button"
      disabled={!canDeleteApplication(props.app)}
      confirm={{
        title: `Delete ${branch}?`,
        message: 'The branch and its settings are removed from this project. This cannot be undone.',
        confirmLabel: 'Delete',
        typed: typedConfirmationOf('application.delete', branch),
      }}
      onConfirm={async () => {
        try {
          await client.applications.delete({
            workspaceId: props.workspaceId,
            projectId: props.projectId,
            applicationId: props.app._id,
          });
          // Our wording: the spec gives no message after a branch delete.
          toast(`Branch ${branch} deleted.`);
          props.onDeleted();
        } catch (error) {
          handleError(error);
          toast(`Error: ${errorText(error)}`, 'error');
        }
      }}
    />
  );
}
