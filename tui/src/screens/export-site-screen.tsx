import {
  applicationCommandText,
  TEMPLATE_EXPORTED_MESSAGE,
  type TemplateExportInput,
  templateExportErrors,
} from '@skiff/sdk';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { TextPrompt } from '../components/text-prompt.js';
import { useNotice } from '../contexts/notice-context.js';
import type { ApplicationPath } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useStatusCommand } from '../contexts/status-command-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useApplicationIds } from '../hooks/use-application-ids.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useTextPrompt } from '../hooks/use-text-prompt.js';
import { cleanLine } from '../text.js';
import type { ScreenProps } from './list-screen.js';

/** The command the webhook test runs (the spec's command text shows `drush cr`). */
const TEST_COMMAND = 'drush cr';

/**
 * Export Site of an application (spec 002 sections 2.8 and 7): the command text (a curl call of the command webhook
 * with a placeholder token, never a real one), t runs that webhook once now and shows its exit code and output, and
 * T exports the application to a template (name and organization, 'Required' as typed).
 */
export function ExportSiteScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const { client, origin } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const theme = useTheme();
  const ids = useApplicationIds({ workspace, project, application });
  const prompt = useTextPrompt();
  const [result, setResult] = useState<string>();
  const commandText = applicationCommandText(origin, application.id, TEST_COMMAND);
  useKeyLayer(prompt.layer, active);

  const testWebhook = () => {
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
  const exportTemplate = () =>
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

  useKeyLayer(
    {
      scopes: ['export', 'global'],
      onCommand: (command) => {
        if (command === 'testWebhook') testWebhook();
        else if (command === 'exportTemplate') exportTemplate();
        else return false;
        return true;
      },
    },
    active,
  );

  return (
    <Box flexDirection="column" width={width} height={height}>
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
  );
}
