import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';

const TABS = [
  { to: '/terraform/infrastructure', label: 'Infrastructure' },
  { to: '/terraform/accounts', label: 'Accounts' },
  { to: '/terraform/hosted-zones', label: 'Hosted zones' },
] as const;

export type TerraformTab = (typeof TABS)[number]['to'];

/** The admin area's heading and tabs (spec 003 section 2.9: /terraform). */
export function TerraformTabs({ current }: { current: TerraformTab }) {
  const label = TABS.find((t) => t.to === current)?.label ?? '';
  return (
    <>
      <PageHeading title={`Administration: ${label}`}>Administration</PageHeading>
      <nav aria-label="Administration" className="sub-tabs">
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
