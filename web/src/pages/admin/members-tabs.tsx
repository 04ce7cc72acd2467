import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';

const TABS = [
  { to: '/members', label: 'Members' },
  { to: '/members/administrators', label: 'Administrators' },
] as const;

export type MembersTab = (typeof TABS)[number]['to'];

/** The members area's heading and its Members and Administrators tabs (spec 003 section 2.12). */
export function MembersTabs({ current }: { current: MembersTab }) {
  const label = TABS.find((t) => t.to === current)?.label ?? '';
  return (
    <>
      <PageHeading title={current === '/members' ? 'Members' : `Members: ${label.toLowerCase()}`}>Members</PageHeading>
      <nav aria-label="Members" className="sub-tabs">
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
