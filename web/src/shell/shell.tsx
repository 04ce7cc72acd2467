import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from '../router/link.js';
import { useSession } from '../session/session-context.js';
import { NotificationBell } from './notification-bell.js';

/** The signed-in layout: the top bar and the page. Focus moves to the page after each navigation. */
export function Shell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { session, logOut } = useSession();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each navigation, i.e. when pathname changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar">
        <Link to="/workspaces" className="logo" aria-label="skiff home">
          skiff
        </Link>
        <nav aria-label="Main">
          <ul>
            <li>
              <Link to="/workspaces" aria-current={pathname.startsWith('/workspaces') ? 'page' : undefined}>
                Workspaces
              </Link>
            </li>
          </ul>
        </nav>
        <div className="account">
          <NotificationBell />
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
