import { isAdmin } from '@skiff/sdk/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ToastProvider } from '../components/toast.js';
import { UploadedImage } from '../components/uploaded-image.js';
import { Link } from '../router/link.js';
import { usePermissionUser, useProfile } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';
import { ExpiryNotifications } from './expiry-notifications.js';
import { LeaveLink } from './leave-link.js';
import { NotificationBell } from './notification-bell.js';

/**
 * The signed-in layout: the top bar (home, notifications, account), the side navigation and the page. Below 768 px
 * (the SDK's MOBILE_BREAKPOINT_PX, in shell.css) the navigation collapses behind a Menu button. Focus moves to the
 * page after each navigation.
 */
export function Shell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { session, logOut } = useSession();
  const user = usePermissionUser();
  const profile = useProfile();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each navigation, i.e. when pathname changes
  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  const current = (prefix: string) => (pathname.startsWith(prefix) ? 'page' : undefined);
  const entry = (to: string, label: string, prefix = to) => (
    <li>
      <Link to={to} aria-current={current(prefix)}>
        {label}
      </Link>
    </li>
  );
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar">
        <Link to="/workspaces" className="logo" aria-label="skiff home">
          <span className="logo-mark" aria-hidden="true" />
          skiff
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <div className="account">
          <NotificationBell />
          <ExpiryNotifications />
          {/* The avatar (spec 002 section 2.9), decorative beside the e-mail it belongs to. */}
          <UploadedImage reference={profile.data?.avatarUrl} alt="" size={28} fallback={null} />
          <span className="email" title={session?.email}>
            {session?.email}
          </span>
          <LeaveLink />
          <button type="button" onClick={logOut}>
            Log out
          </button>
        </div>
      </header>
      <div className="app-shell">
        <nav aria-label="Main" id={menuId} className={menuOpen ? 'main-nav open' : 'main-nav'}>
          <ul>
            {entry('/workspaces', 'Workspaces')}
            {entry('/applications', 'Applications')}
            {user && isAdmin(user) ? (
              <>
                {entry('/members', 'Members')}
                {entry('/terraform', 'Administration')}
                {entry('/clusters', 'Clusters')}
                {entry('/templates', 'Templates')}
                <li className="narrow-only">
                  <Link to="/drupal-forge" aria-current={current('/drupal-forge')}>
                    Drupal Forge
                  </Link>
                </li>
              </>
            ) : null}
            {entry('/account/profile', 'Account', '/account')}
          </ul>
        </nav>
        <main id="main" ref={main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </ToastProvider>
  );
}
