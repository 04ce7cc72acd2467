import { Box, useApp, useStdout } from 'ink';
import { useLayoutEffect } from 'react';
import { CommandPalette } from '../components/command-palette.js';
import { ErrorBoundary } from '../components/error-boundary.js';
import { Footer, noticeRows, noticeText } from '../components/footer.js';
import { Header } from '../components/header.js';
import { SessionExpired } from '../components/session-expired.js';
import { TextPrompt } from '../components/text-prompt.js';
import { TooSmall } from '../components/too-small.js';
import { FRAME_PRIORITY, scopesOf, useKeyLayers } from '../contexts/key-layers-context.js';
import { useNotice } from '../contexts/notice-context.js';
import { isWorkspaceTab, type Route, useRouter } from '../contexts/router-context.js';
import { useStatusCommand } from '../contexts/status-command-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useCommandPalette } from '../hooks/use-command-palette.js';
import { useDangerActions } from '../hooks/use-danger-actions.js';
import { useKeyDispatch } from '../hooks/use-key-dispatch.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useSessionExpiry } from '../hooks/use-session-expiry.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { accountEntries, commandEntries, screenEntries, workspaceTabEntries } from '../keys/palette-entries.js';
import { useAdminEntry } from '../screens/admin/admin-entry.js';
import { hintsFor, navigationScopes, ScreenView, screenCommand } from '../screens/screen-table.js';
import { WORKSPACE_HEADER_ROWS, WorkspaceHeader } from '../screens/workspace/workspace-header.js';
import { clipboardSequence } from '../services/clipboard.js';
import { isTooSmall } from './layout.js';
import { navigate } from './navigation.js';

/** The header takes two rows, the footer three (notice, status command, key hints). */
const CHROME_ROWS = 5;
/** A typed confirmation: question, hint, field, message. */
const PROMPT_ROWS = 4;

/**
 * The frame: header, the screen on top of the stack, footer. Screens below the top stay mounted (hidden), so that
 * going back finds them as they were (cursor, filter) and already reloaded by push news.
 */
export function Shell() {
  const theme = useTheme();
  const { columns, rows } = useTerminalSize();
  const router = useRouter();
  const { exit } = useApp();
  const { write } = useStdout();
  const { moved, notice, showInfo } = useNotice();
  const status = useStatusCommand();
  const { ordered } = useKeyLayers();
  const shownCommand = status.action ?? screenCommand(router.current);
  // A notice and an action's command belong to the screen they happened on. A layout effect: cleared before the
  // next key is read, so that what that key shows is not wiped by a late clearing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear on every move in the stack
  useLayoutEffect(() => {
    moved();
    status.moved();
  }, [router.stack.length, router.current.name, moved, status.moved]);
  // Moves between screens (workspace tabs, an application's sub-screens), asked after the screen's own keys.
  useKeyLayer({
    priority: FRAME_PRIORITY,
    scopes: () => navigationScopes(router.current),
    onCommand: (command) => {
      const next = navigate(router.latest(), command);
      if (!next) return false;
      if (next.replace) router.replaceTab(next.to, command === 'previousTab' ? -1 : 1);
      else router.open(next.to);
      return true;
    },
  });
  const expired = useSessionExpiry();
  const danger = useDangerActions();
  useKeyLayer(danger.layer);
  useKeyLayer(danger.promptLayer);
  const { runCommand } = useKeyDispatch((command) => {
    const current = router.current.name;
    if (command === 'quit') exit();
    else if (command === 'back') router.back();
    else if (command === 'help') {
      if (current === 'help') router.back();
      else router.open({ name: 'help', scopes: ordered().flatMap(scopesOf) });
    } else if (command === 'notifications')
      current === 'notifications' ? router.back() : router.open({ name: 'notifications' });
    else if (command === 'palette') palette.show();
    else if (command === 'openAccount' && navigationScopes(router.current)[0] !== 'account')
      router.open({ name: 'profile' });
    else if (command === 'copyCommand') {
      if (!shownCommand) showInfo('This screen has no skiff command to copy.');
      else {
        write(clipboardSequence(shownCommand));
        showInfo(`Copied to the clipboard: ${shownCommand}`);
      }
    }
  });
  const adminEntries = useAdminEntry();
  const palette = useCommandPalette(() => {
    const scopes = new Set(['global' as const, ...ordered().flatMap((layer) => scopesOf(layer))]);
    const go = (to: Route, replace: boolean) => (replace ? router.replace(to) : router.open(to));
    return [
      ...screenEntries(router.current, go),
      ...commandEntries([...scopes], runCommand),
      // The workspace's tabs (below its own tabs) and the admin sections after: the screen's own actions come first.
      ...(isWorkspaceTab(router.current.name) ? [] : workspaceTabEntries(router.current, go)),
      ...adminEntries(router.open),
      ...accountEntries(router.current, go),
    ];
  });
  useKeyLayer(palette.layer);
  // One row short of the terminal: a frame as tall as the terminal makes Ink clear the screen on every update.
  const height = Math.max(CHROME_ROWS + 3, rows - 1);
  const promptRows = danger.asking ? PROMPT_ROWS : 0;
  const workspaceRoute =
    isWorkspaceTab(router.current.name) && 'workspace' in router.current ? router.current : undefined;
  const body =
    height -
    CHROME_ROWS -
    (workspaceRoute ? WORKSPACE_HEADER_ROWS : 0) -
    (noticeRows(noticeText(notice, theme.colour), columns) - 1) -
    promptRows;
  const top = router.stack.length - 1;
  if (expired)
    return (
      <Box flexDirection="column" width={columns} height={height}>
        <Header width={columns} />
        <SessionExpired width={columns} height={height - 2} />
      </Box>
    );
  // Too small a terminal shows what to do instead of broken rows; the screens stay mounted (hidden) meanwhile.
  const tooSmall = isTooSmall(columns, rows);
  return (
    <Box flexDirection="column" width={columns} height={tooSmall ? undefined : height}>
      {tooSmall ? <TooSmall columns={columns} rows={rows} /> : <Header width={columns} />}
      {workspaceRoute && !tooSmall ? <WorkspaceHeader workspace={workspaceRoute.workspace} width={columns} /> : null}
      <Box flexGrow={1} flexDirection="column" display={tooSmall ? 'none' : 'flex'}>
        {palette.open ? (
          <CommandPalette
            query={palette.query}
            matches={palette.matches}
            selected={palette.selected}
            width={columns}
            height={body}
          />
        ) : null}
        {router.stack.map((route, index) => (
          // The stack changes only at its end, so a position (and the screen there) is a stable identity.
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${index}:${route.name}`}
            display={index === top && !palette.open ? 'flex' : 'none'}
            flexDirection="column"
          >
            <ErrorBoundary colour={theme.notice.error}>
              <ScreenView route={route} active={index === top} width={columns} height={body} close={router.back} />
            </ErrorBoundary>
          </Box>
        ))}
      </Box>
      {danger.asking && !tooSmall ? (
        <Box height={PROMPT_ROWS} flexDirection="column">
          <TextPrompt {...danger.asking} />
        </Box>
      ) : null}
      {tooSmall ? null : <Footer width={columns} hints={hintsFor(router.current)} command={shownCommand} />}
    </Box>
  );
}
