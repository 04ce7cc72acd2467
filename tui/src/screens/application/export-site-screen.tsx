import {
  applicationCommandText,
  type CiTemplateProvider,
  ciTemplateText,
  TEMPLATE_COPIED_MESSAGE,
  TEMPLATE_EXPORTED_MESSAGE,
  type TemplateExportInput,
  templateExportErrors,
} from '@skiff/sdk/domain';
import { Box, Text, useStdout } from 'ink';
import { useRef, useState } from 'react';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { clipboardSequence } from '../../services/clipboard.js';
import { cleanLine } from '../../services/text.js';
import { TabBar } from '../admin/tab-bar.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { ExportCiPane, nextCiProvider } from './export-ci-pane.js';
import { vpsCommands } from './export-commands.js';
import { ExportVpsPane } from './export-vps-pane.js';

/** The command the webhook test runs (the spec's command text shows `drush cr`). */
const TEST_COMMAND = 'drush cr';

const PANES = [
  { key: 'vps', label: 'VPS' },
  { key: 'ci', label: 'CI template' },
  { key: 'command', label: 'Command and template' },
] as const;
type Pane = (typeof PANES)[number]['key'];
const nextPane = (pane: Pane): Pane => PANES[(PANES.findIndex((p) => p.key === pane) + 1) % PANES.length]!.key;

/**
 * Export Site of an application (spec 002 sections 2.8, 5 and 7), three panes that Tab goes through: export to a VPS
 * (its servers, connect, deploy), the CI template of a git host (copied with `c`), and the command text (a curl call
 * of the command webhook with a placeholder token, never a real one) with `t`, which runs that webhook once now and
 * shows its exit code and output, and `T`, which exports the application to a template (name and organization,
 * 'Required' as typed). `t` and `T` work from any pane and show the command pane.
 */
export function ExportSiteScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const path = { workspace, project, application };
  const { client, origin } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const { write } = useStdout();
  const theme = useTheme();
  const ids = useApplicationIds(path);
  const prompt = useTextPrompt();
  const [result, setResult] = useState<string>();
  const [pane, setPane] = useState<Pane>('vps');
  const [provider, setProvider] = useState<CiTemplateProvider>('github');
  // Keys can come faster than re-renders: the pane and host last chosen are read from here.
  const now = useRef({ pane, provider });
  const show = (next: Partial<typeof now.current>) => {
    now.current = { ...now.current, ...next };
    setPane(now.current.pane);
    setProvider(now.current.provider);
  };
  const commandText = applicationCommandText(origin, application.id, TEST_COMMAND);
  const templateOf = (host: CiTemplateProvider) =>
    ciTemplateText(host, { origin, applicationId: application.id, branch: application.name });
  useKeyLayer(prompt.layer, active);

  const testWebhook = () => {
    show({ pane: 'command' });
    setResult('running…');
    showAction(commandText);
    client.webhooks.runCommand(application.id, TEST_COMMAND).then(
      (answer) => setResult(`Exit code ${answer.exitCode ?? '-'}: ${cleanLine(answer.output) || '(no output)'}`),
      (error: unknown) => {
        setResult(undefined);
        showError(error);
      },
    );
  };
  const fieldError = (input: TemplateExportInput, field: 'name' | 'organization') => templateExportErrors(input)[field];
  const exportTemplate = () => {
    show({ pane: 'command' });
    prompt.ask({
      question: 'Export to a template: its name',
      validate: (name) => fieldError({ name, organization: '-' }, 'name'),
      onSubmit: (name) =>
        prompt.ask({
          question: `Template ${name}: the organization`,
          validate: (organization) => fieldError({ name, organization }, 'organization'),
          onSubmit: (organization) =>
            client.applications.tools
              .exportTemplate(ids, { name: name.trim(), organization: organization.trim() })
              .then(() => showInfo(TEMPLATE_EXPORTED_MESSAGE), showError),
        }),
    });
  };
  const onPaneCommand = (command: string) => {
    const shown = now.current;
    if (command === 'nextTab') {
      const next = nextPane(shown.pane);
      show({ pane: next });
      showAction(next === 'vps' ? vpsCommands.list(path) : next === 'command' ? commandText : undefined);
    } else if (shown.pane === 'ci' && (command === 'increase' || command === 'decrease'))
      show({ provider: nextCiProvider(shown.provider, command === 'increase' ? 1 : -1) });
    else if (shown.pane === 'ci' && command === 'copy') {
      write(clipboardSequence(templateOf(shown.provider)));
      showInfo(TEMPLATE_COPIED_MESSAGE);
    } else return false;
    return true;
  };

  useKeyLayer(
    {
      scopes: ['export', 'global'],
      onCommand: (command) => {
        if (command === 'testWebhook') testWebhook();
        else if (command === 'exportTemplate') exportTemplate();
        else return onPaneCommand(command);
        return true;
      },
    },
    active,
  );

  const bodyHeight = Math.max(1, height - 1);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <TabBar tabs={PANES} current={pane} />
      {pane === 'vps' ? (
        <ExportVpsPane path={path} active={active && !prompt.asking} width={width} height={bodyHeight} />
      ) : pane === 'ci' ? (
        <ExportCiPane provider={provider} text={templateOf(provider)} width={width} height={bodyHeight} />
      ) : (
        <Box flexDirection="column">
          <Text bold wrap="truncate">{`Export site of ${application.name}`}</Text>
          <Text color={theme.text.secondary} wrap="truncate">
            Run a command from a script, with a command access token in place of the placeholder:
          </Text>
          <Text wrap="wrap">{commandText}</Text>
          <Box marginTop={1} flexDirection="column">
            <Text wrap="truncate">{`t  Test the webhook now (${TEST_COMMAND})`}</Text>
            {result ? <Text color={theme.text.accent} wrap="truncate">{`   ${result}`}</Text> : null}
            <Text wrap="truncate">T Export to a template (name, organization)</Text>
          </Box>
          {prompt.asking ? (
            <Box marginTop={1}>
              <TextPrompt {...prompt.asking} />
            </Box>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
