import { type ApplicationStateInput, displayedApplicationState } from '@skiff/sdk';
import { Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';

/** The displayed application state (Running, Paused, ...) in its tone's colour. */
export function StateBadge({ application, width }: { application: ApplicationStateInput; width?: number }) {
  const theme = useTheme();
  const state = displayedApplicationState(application);
  const label = width ? state.label.padEnd(width) : state.label;
  return (
    <Text color={theme.tone[state.tone]} bold>
      {label}
    </Text>
  );
}
