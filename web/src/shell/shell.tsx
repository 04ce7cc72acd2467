import { isAdmin } from '@skiff/sdk';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../router/link.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';
import { ExpiryNotifications } from './expiry-notifications.js';
import { NotificationBell } from './notification-bell.js';

/**
 * The signed-in layout: the top bar and the page. Below 768 px (the SDK's MOBILE_BREAKPOINT_PX, in screens.css) the
 * menu collapses behind a Menu button. Focus moves to the page after each navigation.
 */
export function Shell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { session, logOut } = useSession();
  const user = usePermissionUser();
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
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar">
        <Link to="/workspaces" className="logo" aria-label="skiff home">
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
        <nav aria-label="Main" id={menuId} className={menuOpen ? 'main-nav open' : 'main-nav'}>
          <ul>
            <li>
              <Link to="/workspaces" aria-current={current('/workspaces')}>
                Workspaces
              </Link>
            </li>
            <li>
              <Link to="/applications" aria-current={current('/applications')}>
                Applications
              </Link>
            </li>
            {user && isAdmin(user) ? (
              <>
                <li>
                  <Link to="/members" aria-current={current('/members')}>
                    Members
                  </Link>
                </li>
                <li>
                  <Link to="/terraform" aria-current={current('/terraform')}>
                    Administration
                  </Link>
                </li>
                <li>
                  <Link to="/templates" aria-current={current('/templates')}>
                    Templates
                  </Link>
                </li>
                <li className="narrow-only">
                  <Link to="/drupal-forge" aria-current={current('/drupal-forge')}>
                    Drupal Forge
                  </Link>
                </li>
              </>
            ) : null}
            <li>
              <Link to="/account/profile" aria-current={current('/account')}>
                Account
              </Link>
            </li>
          </ul>
        </nav>
        <div className="account">
          <NotificationBell />
          <ExpiryNotifications />
          <span className="email" title={session?.email}>
            {session?.email}
          </span>
          <button type="button" onClick={logOut}>
            Log out
          </button>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
