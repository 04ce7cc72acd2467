import {
  buildForgotPasswordUrl,
  discoverLoginSettings,
  fetchHttpClient,
  LoginError,
  NotFoundError,
  SkiffClient,
} from '@skiff/sdk';
import { ACCOUNT_NOT_FOUND_MESSAGE, SIGN_UP_SUCCESS_MESSAGE } from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { errorText } from '../components/error-alert.js';
import { PageHeading } from '../components/page-heading.js';
import { navigate, useQuery } from '../router/history.js';
import { useSession } from '../session/session-context.js';
import { sessionFromTokens } from '../session/session-store.js';
import { singleSignOnUrl } from '../session/single-sign-on.js';
import { answersThroughForm, ChallengeForm, type PendingChallenge } from './challenge-form.js';
import { type Credentials, CredentialsForm } from './credentials-form.js';

type Tab = 'login' | 'signup';

/** Where to go after sign-in: the `next` query if it is a path of this app, else the workspace list. */
function nextPath(query: URLSearchParams): string {
  const next = query.get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/workspaces';
}

/**
 * The login page (spec 000 section 2): the single sign-on button, the Log In and Sign Up tabs, and the
 * forgot-password link.
 */
export function LoginPage() {
  const { session, signIn, loginProvider, origin } = useSession();
  const query = useQuery();
  const [tab, setTab] = useState<Tab>('login');
  const [notice, setNotice] = useState<string>();
  const [challenge, setChallenge] = useState<PendingChallenge>();
  const destination = nextPath(query);

  useEffect(() => {
    if (session) navigate(destination, { replace: true });
  }, [session, destination]);

  const logIn = async ({ email, password }: Credentials) => {
    setNotice(undefined);
    const provider = await loginProvider();
    const tokens = await provider
      .signIn(email.toLowerCase(), password, answersThroughForm(setChallenge))
      .finally(() => setChallenge(undefined));
    const candidate = sessionFromTokens(tokens, email);
    // The account must exist on the platform too before the shell opens (spec 000 section 8).
    const profile = await new SkiffClient({ origin, token: candidate.idToken }).users
      .profile()
      .catch((error: unknown) => {
        throw error instanceof NotFoundError ? new Error(ACCOUNT_NOT_FOUND_MESSAGE) : error;
      });
    signIn({ ...candidate, email: profile.email || candidate.email });
  };

  const signUp = async ({ email, password }: Credentials) => {
    const provider = await loginProvider();
    await provider.signUp(email.toLowerCase(), password);
    setTab('login');
    setNotice(SIGN_UP_SUCCESS_MESSAGE);
  };

  return (
    <div className="login">
      <p className="logo login-logo" aria-hidden="true">
        skiff
      </p>
      <PageHeading title={tab === 'login' ? 'Log In' : 'Sign Up'}>Welcome to skiff</PageHeading>
      <SingleSignOnButton origin={origin} />
      <div role="tablist" aria-label="Log in or sign up" className="tabs">
        <TabButton id="login" current={tab} onSelect={setTab}>
          Log In
        </TabButton>
        <TabButton id="signup" current={tab} onSelect={setTab}>
          Sign Up
        </TabButton>
      </div>
      {notice ? (
        <p role="status" className="alert alert-success">
          {notice}
        </p>
      ) : null}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? (
          <>
            {challenge ? <ChallengeForm key={challenge.question.kind} pending={challenge} /> : null}
            {/* Kept while a challenge is asked: its pending sign-in shows the outcome (or the error) afterwards. */}
            <div hidden={challenge !== undefined}>
              <CredentialsForm
                key="login"
                mode="login"
                submitLabel="Log In"
                onSubmit={logIn}
                describeError={describe}
              />
              <ForgotPasswordLink origin={origin} />
            </div>
          </>
        ) : (
          <CredentialsForm
            key="signup"
            mode="signup"
            submitLabel="Sign Up"
            onSubmit={signUp}
            describeError={describe}
          />
        )}
      </div>
    </div>
  );
}

/** Leaves for the hosted login page (authorization code with PKCE); the return lands on `/sso-callback`. */
function SingleSignOnButton({ origin }: { origin: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      window.location.assign(await singleSignOnUrl(origin));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };
  return (
    <p className="single-sign-on">
      <button type="button" onClick={start} disabled={busy}>
        Single sign-on
      </button>
      {failure ? (
        <span role="alert" className="field-error">
          {failure}
        </span>
      ) : null}
    </p>
  );
}

/**
 * Leaves for the login provider's hosted forgot-password page (the login domain from discovery, as for single
 * sign-on), which sends the browser back to this page. Shown once the origin has said where its provider is;
 * an origin that does not say gets no link (the Log In form reports the unreachable provider itself).
 */
function ForgotPasswordLink({ origin }: { origin: string }) {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    let current = true;
    discoverLoginSettings(origin, fetchHttpClient()).then(
      ({ loginDomain, clientId }) => {
        if (current && loginDomain) {
          setHref(buildForgotPasswordUrl({ loginDomain, clientId, redirectUri: `${origin}/login` }));
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [origin]);
  return href ? (
    <p className="forgot-password">
      <a href={href}>Forgot password?</a>
    </p>
  ) : null;
}

/** Login provider errors carry the spec's catalogue sentence already (LoginError.message). */
function describe(error: unknown): string {
  return error instanceof LoginError ? error.message : errorText(error);
}

function TabButton(props: { id: Tab; current: Tab; onSelect: (tab: Tab) => void; children: string }) {
  const selected = props.id === props.current;
  return (
    <button
      type="button"
      role="tab"
      id={`tab-${props.id}`}
      aria-selected={selected}
      aria-controls={`panel-${props.id}`}
      className={selected ? 'tab selected' : 'tab'}
      onClick={() => props.onSelect(props.id)}
    >
      {props.children}
    </button>
  );
}
