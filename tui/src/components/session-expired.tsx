import { sessionExpiredMessage } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useServices } from '../contexts/services-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { keyLabel } from '../keys/key-bindings.js';
import { cleanLine } from '../services/text.js';

/** Above every other layer, the palette's included. */
const EXPIRED_PRIORITY = 3;

/**
 * What replaces the screens once the session expired: the way back to sign-in (`skiff auth login`, the terminal's
 * sign-in) in the SDK's words. Every key but quit is swallowed, so nothing calls the server with the dead session.
 */
export function SessionExpired({ width, height }: { width: number; height: number }) {
  const theme = useTheme();
  const { profile } = useServices();
  useKeyLayer({
    scopes: ['global'],
    priority: EXPIRED_PRIORITY,
    onCommand: (command) => command !== 'quit',
    onText: () => true,
  });
  return (
    <Box flexDirection="column" width={width} height={height} paddingX={1}>
      <Text bold color={theme.notice.error}>
        Signed out
      </Text>
      <Text>{sessionExpiredMessage(cleanLine(profile))}</Text>
      <Text color={theme.text.secondary}>{`${keyLabel('q')} quits; run skiff tui again once signed in.`}</Text>
    </Box>
  );
}
