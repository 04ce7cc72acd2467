import { Box, Text } from 'ink';
import { breadcrumbOf, useRouter } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useUnreadCount } from '../hooks/use-unread-count.js';
import { cleanLine, truncate } from '../text.js';

/** Top line: breadcrumb `Home > workspace > project > application`, then profile, origin and the bell. */
export function Header({ width }: { width: number }) {
  const theme = useTheme();
  const { stack } = useRouter();
  const { profile, origin } = useServices();
  const unread = useUnreadCount();
  const shown = [...stack].reverse().find((route) => route.name !== 'help') ?? { name: 'workspaces' as const };
  const crumbs = breadcrumbOf(shown).map(cleanLine);
  if (stack[stack.length - 1]?.name === 'help') crumbs.push('Help');
  const bell = `${theme.symbols.bell} ${unread ?? '-'}`;
  const who = `${cleanLine(profile)} @ ${cleanLine(origin)}`;
  const room = Math.max(10, width - who.length - bell.length - 6);
  const trail = truncate(crumbs.join(` ${theme.symbols.separator} `), room);
  return (
    <Box
      width={width}
      justifyContent="space-between"
      borderStyle="single"
      borderColor={theme.border}
      borderTop={false}
      borderLeft={false}
      borderRight={false}
    >
      <Text bold color={theme.text.accent} wrap="truncate">
        {trail}
      </Text>
      <Box gap={2}>
        <Text color={theme.text.secondary} wrap="truncate">
          {who}
        </Text>
        <Text bold={unread !== undefined && unread > 0} color={unread ? theme.tone.warning : theme.text.secondary}>
          {bell}
        </Text>
      </Box>
    </Box>
  );
}
