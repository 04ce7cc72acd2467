import { SectionTabs } from './section-tabs.js';

const TABS = [
  { to: '/terraform/infrastructure', label: 'Infrastructure' },
  { to: '/terraform/accounts', label: 'Accounts' },
  { to: '/terraform/hosted-zones', label: 'Hosted zones' },
] as const;

export type TerraformTab = (typeof TABS)[number]['to'];

/** The admin area's heading and tabs (spec 003 section 2.9: /terraform). */
export function TerraformTabs({ current }: { current: TerraformTab }) {
  const label = TABS.find((t) => t.to === current)?.label ?? '';
  return <SectionTabs section="Administration" title={`Administration: ${label}`} tabs={TABS} current={current} />;
}
