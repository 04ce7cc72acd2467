import { SectionTabs } from './section-tabs.js';

const TABS = [
  { to: '/members', label: 'Members' },
  { to: '/members/administrators', label: 'Administrators' },
] as const;

export type MembersTab = (typeof TABS)[number]['to'];

/** The members area's heading and its Members and Administrators tabs (spec 003 section 2.12). */
export function MembersTabs({ current }: { current: MembersTab }) {
  const title = current === '/members' ? 'Members' : 'Members: administrators';
  return <SectionTabs section="Members" title={title} tabs={TABS} current={current} />;
}
