import { isTrialWorkspace } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useTheme } from '../../contexts/theme-context.js';
import { cleanLine } from '../../services/text.js';

/**
 * The first line of a workspace tab that is not a list: its title, the workspace's plan (TRIAL shows the spec's
 * Basic tag) and whether it is loading.
 */
export function WorkspaceTabTitle({
  title,
  loaded,
  plan,
}: {
  title: string;
  loaded: { loading: boolean; data?: unknown };
  plan?: string | null;
}) {
  const theme = useTheme();
  const tag = plan ? ` · ${isTrialWorkspace({ plan }) ? 'Basic' : cleanLine(plan)}` : '';
  const status = loaded.loading ? (loaded.data ? ' reloading…' : ' loading…') : '';
  return (
    <Text bold wrap="truncate">
      {title}
      <Text color={theme.text.secondary}>{`${tag}${status}`}</Text>
    </Text>
  );
}
