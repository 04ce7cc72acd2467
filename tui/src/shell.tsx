import { Box, useApp } from 'ink';
import { useEffect } from 'react';
import { ErrorBoundary } from './components/error-boundary.js';
import { Footer } from './components/footer.js';
import { Header } from './components/header.js';
import { useNotice } from './contexts/notice-context.js';
import { type Route, useRouter } from './contexts/router-context.js';
import { useTheme } from './contexts/theme-context.js';
import { useKeyDispatch } from './hooks/use-key-dispatch.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';
import type { Command } from './key-bindings.js';
import { ApplicationScreen } from './screens/application-screen.js';
import { BranchesScreen } from './screens/branches-screen.js';
import { HelpScreen } from './screens/help-screen.js';
import type { ScreenProps } from './screens/list-screen.js';
import { ProjectsScreen } from './screens/projects-screen.js';
import { WorkspacesScreen } from './screens/workspaces-screen.js';

/** Header and footer take two rows each. */
const CHROME_ROWS = 4;

function hintsFor(route: Route): Command[] {
  switch (route.name) {
    case 'workspaces':
      return ['open', 'filter'];
    case 'projects':
    case 'branches':
      return ['open', 'filter', 'back'];
    case 'application':
      return ['deploy', 'pause', 'unpause', 'undeploy', 'back'];
    case 'help':
      return ['back'];
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}

function Screen({ route, onCloseHelp, ...props }: ScreenProps & { route: Route; onCloseHelp(): void }) {
  switch (route.name) {
    case 'workspaces':
      return <WorkspacesScreen {...props} />;
    case 'projects':
      return <ProjectsScreen {...props} workspace={route.workspace} />;
    case 'branches':
      return <BranchesScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'application':
      return (
        <ApplicationScreen
          {...props}
          workspace={route.workspace}
          project={route.project}
          application={route.application}
        />
      );
    case 'help':
      return <HelpScreen {...props} onClose={onCloseHelp} />;
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The frame: header, the screen on top of the stack, footer. Screens below the top stay mounted (hidden), so that
 * going back finds them as they were (cursor, filter) and already reloaded by push news.
 */
export function Shell() {
  const theme = useTheme();
  const { columns, rows } = useTerminalSize();
  const router = useRouter();
  const { exit } = useApp();
  const { clear } = useNotice();
  // A notice belongs to the screen it happened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear on every move in the stack
  useEffect(clear, [router.stack.length, clear]);
  useKeyDispatch((command) => {
    if (command === 'quit') exit();
    else if (command === 'back') router.back();
    else if (command === 'help') router.current.name === 'help' ? router.back() : router.open({ name: 'help' });
  });
  // One row short of the terminal: a frame as tall as the terminal makes Ink clear the screen on every update.
  const height = Math.max(CHROME_ROWS + 3, rows - 1);
  const body = height - CHROME_ROWS;
  const top = router.stack.length - 1;
  return (
    <Box flexDirection="column" width={columns} height={height}>
      <Header width={columns} />
      <Box flexGrow={1} flexDirection="column">
        {router.stack.map((route, index) => (
          // The stack only grows and shrinks at its end, so a position is a stable identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box key={index} display={index === top ? 'flex' : 'none'} flexDirection="column">
            <ErrorBoundary colour={theme.notice.error}>
              <Screen route={route} active={index === top} width={columns} height={body} onCloseHelp={router.back} />
            </ErrorBoundary>
          </Box>
        ))}
      </Box>
      <Footer width={columns} hints={hintsFor(router.current)} />
    </Box>
  );
}
