import { type ApplicationStateInput, displayedApplicationState } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import type { Column } from './data-table.js';

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

/** A table column of applications showing each one's StateBadge. */
export function stateColumn<T extends ApplicationStateInput>(header: string, width: number): Column<T> {
  return { header, width, text: () => '', render: (a, w) => <StateBadge application={a} width={w} /> };
}
