import { HELPDESK_SECRETS_WARNING, SUPPORT_ADDRESS } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import type { Named } from '../../contexts/router-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useCopy } from '../../hooks/use-copy.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { useWorkspaceTab } from './use-workspace-tab.js';
import { WorkspaceTabTitle } from './workspace-tab-title.js';

/**
 * A workspace's Help tab (spec 001 /help, the helpdesk): the spec shows neither the ticket fields nor the calls and
 * the contract has no helpdesk path, so, as the web's page, it warns about secrets and says where to ask; `c`
 * copies the support address.
 */
export function WorkspaceHelpScreen({ workspace, active, width, height }: ScreenProps & { workspace: Named }) {
  const theme = useTheme();
  const tab = useWorkspaceTab(workspace, 'help', active);
  const copy = useCopy();
  useKeyLayer(
    {
      scopes: ['workspaceHelp', 'global'],
      onCommand: (command) => {
        if (command === 'contactSupport') copy(SUPPORT_ADDRESS);
        else if (command === 'reload') tab.reload();
        else return false;
        return true;
      },
    },
    active,
  );
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <WorkspaceTabTitle title={`Help of ${workspace.name}`} loaded={tab} plan={tab.data?.workspace.plan} />
      <Text color={theme.tone.warning}>{HELPDESK_SECRETS_WARNING}</Text>
      <Text>{`Ask the support team about ${workspace.name}: ${SUPPORT_ADDRESS}`}</Text>
      <Text color={theme.text.secondary}>{`${primaryKeyLabel('contactSupport')} copies the support address`}</Text>
    </Box>
  );
}
