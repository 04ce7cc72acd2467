import {
  CREDENTIAL_CALLBACK_PROVIDERS,
  CREDENTIAL_SAVE_FAILED_MESSAGE,
  type CredentialCallbackProvider,
  credentialsOfQuery,
  LINKED_REPOSITORY_FLAG,
} from '@skiff/sdk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { useSession } from '../../session/session-context.js';

function providerOf(pathname: string): CredentialCallbackProvider | undefined {
  const name = pathname.replace(/^\//, '').replace(/-callback\/?$/, '');
  return CREDENTIAL_CALLBACK_PROVIDERS.find((p) => p === name);
}

/**
 * /gitlab-callback, /drupalcode-callback, /github-callback and /bitbucket-callback (spec 003 section 2.5): reads the
 * credentials from the query (and takes them out of the address bar at once), saves them, sets the linked flag for
 * the opening window and closes. On failure: "Error updating user" with Try again.
 */
export function CredentialPage() {
  const { client, handleError } = useSession();
  const provider = providerOf(window.location.pathname);
  const credentials = useRef(credentialsOfQuery(new URLSearchParams(window.location.search)));
  const [state, setState] = useState<{ status: 'saving' | 'saved' | 'failed'; detail?: string }>({
    status: 'saving',
  });

  const save = useCallback(async () => {
    const given = credentials.current;
    if (!provider || !given) {
      setState({ status: 'failed', detail: 'The link carries no accessToken.' });
      return;
    }
    setState({ status: 'saving' });
    try {
      await client.account.updateSecrets({ [provider]: given });
      window.localStorage.setItem(LINKED_REPOSITORY_FLAG, provider);
      setState({ status: 'saved' });
      window.close();
    } catch (error) {
      handleError(error);
      setState({ status: 'failed', detail: errorText(error) });
    }
  }, [client, handleError, provider]);

  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    void save();
  }, [save]);

  return (
    <section className="card landing" aria-labelledby="page-heading">
      <PageHeading title="Linking your repository host" />
      {state.status === 'saving' ? <p className="loading">Saving…</p> : null}
      {state.status === 'saved' ? <p role="status">Linked. You can close this window.</p> : null}
      {state.status === 'failed' ? (
        <>
          <p role="alert" className="alert alert-error">
            {CREDENTIAL_SAVE_FAILED_MESSAGE}
            {state.detail ? ` (${state.detail})` : ''}
          </p>
          <button type="button" onClick={() => void save()}>
            Try again
          </button>
        </>
      ) : null}
    </section>
  );
}
