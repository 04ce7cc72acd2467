import type { PushState } from '@skiff/sdk';
import { PUSH_FALLBACK_POLL_INTERVAL_MS } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useSyncExternalStore } from 'react';
import { isNarrow } from '../app/layout.js';
import { useRouter } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useUnread } from '../contexts/unread-context.js';
import { breadcrumbOf, isOverlay, titleOf } from '../screens/screen-table.js';
import type { PushStateSource } from '../services/push-state.js';
import { cleanLine, truncate } from '../services/text.js';

const NO_STATE: PushStateSource = { get: () => undefined, subscribe: () => () => {} };

/**
 * The push channel as the header says it: live when open, polling when the origin has none (views then refresh
 * every `PUSH_FALLBACK_POLL_INTERVAL_MS`), reconnecting otherwise, nothing when unknown.
 */
export function pushStateLabel(state: PushState | undefined): string {
  if (state === 'open') return 'live';
  if (state === 'unavailable') return `polling ${PUSH_FALLBACK_POLL_INTERVAL_MS / 1000}s`;
  if (state === 'connecting') return 'reconnecting';
  if (state === 'closed') return 'offline';
  return '';
}

/** Top line: breadcrumb `Home > workspace > project > application`, then push state, profile, origin, the bell. */
export function Header({ width }: { width: number }) {
  const theme = useTheme();
  const { stack } = useRouter();
  const { profile, origin, pushState } = useServices();
  const source = pushState ?? NO_STATE;
  const push = useSyncExternalStore(source.subscribe, source.get);
  const { count: unread } = useUnread();
  const top = stack[stack.length - 1];
  const overlay = top && isOverlay(top.name) ? titleOf(top.name) : undefined;
  const shown = [...stack].reverse().find((route) => !isOverlay(route.name)) ?? { name: 'workspaces' as const };
  const crumbs = breadcrumbOf(shown).map(cleanLine);
  if (overlay) crumbs.push(overlay);
  const bell = `${theme.symbols.bell} ${unread ?? '-'}`;
  // The narrow layout keeps the breadcrumb, the push state and the bell; who and where go.
  const who = isNarrow(width) ? '' : `${cleanLine(profile)} @ ${cleanLine(origin)}`;
  const live = pushStateLabel(push);
  const room = Math.max(10, width - who.length - bell.length - live.length - 8);
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
        {live ? <Text color={push === 'open' ? theme.tone.success : theme.tone.warning}>{live}</Text> : null}
        {who ? (
          <Text color={theme.text.secondary} wrap="truncate">
            {who}
          </Text>
        ) : null}
        <Text bold={unread !== undefined && unread > 0} color={unread ? theme.tone.warning : theme.text.secondary}>
          {bell}
        </Text>
      </Box>
    </Box>
  );
}
