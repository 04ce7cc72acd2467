import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';

const TABS = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/git-access-token', label: 'Git access tokens' },
  { to: '/account/command-access-token', label: 'Command access tokens' },
  { to: '/account/organizations', label: 'Organizations' },
] as const;

/** The account pages' heading and tabs (spec 002 section 2.9). */
export function AccountTabs({ current }: { current: (typeof TABS)[number]['to'] }) {
  const label = TABS.find((t) => t.to === current)?.label ?? '';
  return (
    <>
      <PageHeading title={`Account: ${label}`}>Account</PageHeading>
      <nav aria-label="Account" className="sub-tabs">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={tab.to === current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
