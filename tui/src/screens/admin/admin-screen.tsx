import { PAGE_MESSAGES } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useRef } from 'react';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { useAdminAccess } from './admin-access.js';
import { ADMIN_SECTION_TITLES, ADMIN_SECTIONS, type AdminSection, nextSection } from './admin-routes.js';
import { ClustersSection } from './clusters-section.js';
import { CloudAccountsSection, HostedZonesSection } from './infrastructure-sections.js';
import { MemberWorkspacesSection } from './member-workspaces-section.js';
import { AdministratorsSection, MembersSection } from './people-sections.js';
import { TabBar } from './tab-bar.js';
import { TemplatesSection } from './templates-section.js';

const TABS = ADMIN_SECTIONS.map((key) => ({ key, label: ADMIN_SECTION_TITLES[key] }));

function Section({ section, member, ...props }: ScreenProps & { section: AdminSection; member?: Named }) {
  if (member) return <MemberWorkspacesSection {...props} member={member} />;
  switch (section) {
    case 'clusters':
      return <ClustersSection {...props} />;
    case 'cloudAccounts':
      return <CloudAccountsSection {...props} />;
    case 'hostedZones':
      return <HostedZonesSection {...props} />;
    case 'members':
      return <MembersSection {...props} />;
    case 'administrators':
      return <AdministratorsSection {...props} />;
    case 'templates':
      return <TemplatesSection {...props} />;
    default: {
      const never: never = section;
      throw new Error(`Unknown section ${String(never)}`);
    }
  }
}

/** The text shown instead of an admin screen to someone who is not an instance owner or admin (the 403 page's). */
export function Forbidden() {
  const theme = useTheme();
  return <Text color={theme.notice.error}>{PAGE_MESSAGES.forbidden}</Text>;
}

/**
 * The admin area (spec 003 section 2.9): its sections as tabs (Tab goes to the next one), the section's list, or
 * a member's workspaces (`member`, opened from Members).
 */
export function AdminScreen({ section, member, ...props }: ScreenProps & { section: AdminSection; member?: Named }) {
  const router = useRouter();
  const access = useAdminAccess();
  // Tab presses can come faster than re-renders: the section moved to last is read from here.
  const shown = useRef(section);
  useKeyLayer(
    {
      scopes: ['admin'],
      onCommand: (command) => {
        if (command !== 'nextTab' && command !== 'previousTab') return false;
        shown.current = nextSection(shown.current, command === 'nextTab' ? 1 : -1);
        router.replace({ name: 'admin', section: shown.current });
        return true;
      },
    },
    props.active,
  );
  if (access.user && !access.isAdmin) return <Forbidden />;
  return (
    <Box flexDirection="column">
      <TabBar tabs={TABS} current={section} />
      <Section {...props} section={section} member={member} height={props.height - 1} />
    </Box>
  );
}
