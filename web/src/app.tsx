import { isAdmin } from '@skiff/sdk/domain';
import { type ReactNode, Suspense, useEffect } from 'react';
import { ForbiddenPage } from './pages/forbidden-page.js';
import { isAdminOnlyPath } from './router/admin-only-paths.js';
import { navigate, useLocation } from './router/history.js';
import { findRoute, NOT_FOUND_PAGE } from './routes.js';
import { ProfileProvider, useProfile } from './session/profile-context.js';
import { useSession } from './session/session-context.js';
import { Footer } from './shell/footer.js';
import { Shell } from './shell/shell.js';

/** Picks the page for the current path: redirects, the sign-in guard, the admin guard, then the page in the shell. */
export function App() {
  const { pathname, search } = useLocation();
  const { session } = useSession();
  const found = findRoute(pathname);
  const route = found?.route;

  let redirectTo: string | undefined;
  if (route && 'redirect' in route) redirectTo = route.redirect(found.params, search);
  else if (route && !route.public && !session) redirectTo = `/login?next=${encodeURIComponent(pathname + search)}`;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  if (redirectTo) return null;
  const Page = route && 'page' in route ? route.page : NOT_FOUND_PAGE;
  const params = found?.params ?? {};
  const content = (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <Page key={pathname} params={params} />
    </Suspense>
  );
  if (!session)
    return (
      <>
        <main className="bare">{content}</main>
        <Footer />
      </>
    );
  return (
    <ProfileProvider>
      <Shell pathname={pathname}>{isAdminOnlyPath(pathname) ? <AdminOnly>{content}</AdminOnly> : content}</Shell>
      <Footer />
    </ProfileProvider>
  );
}

/** Admin-only routes (spec 000 section 2): others get the 403 page. */
function AdminOnly({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (!profile.data) return profile.loading ? <p className="loading">Loading…</p> : <ForbiddenPage />;
  return profile.data.role && isAdmin({ _id: profile.data._id ?? '', role: profile.data.role }) ? (
    children
  ) : (
    <ForbiddenPage />
  );
}
