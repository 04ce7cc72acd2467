import type { Application, ApplicationUpdate } from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE, basicAuthErrors } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useFieldCursor } from '../../hooks/use-field-cursor.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoadedApplication } from '../../hooks/use-loaded-application.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { fit } from '../../services/text.js';
import type { ScreenProps } from '../shared/list-screen.js';

type SecurityFlag = 'isEnableBasicAuth' | 'isEnablePMA' | 'isEnableEditor';

/** The switches of the security screen (spec 002 "Security"), in their order. */
const SWITCHES: readonly { key: SecurityFlag; label: string }[] = [
  { key: 'isEnableBasicAuth', label: 'Basic auth' },
  { key: 'isEnablePMA', label: 'PhpMyAdmin' },
  { key: 'isEnableEditor', label: 'Code editor' },
];

const flagOf = (app: Application | undefined, key: SecurityFlag) =>
  (app as Record<string, unknown> | undefined)?.[key] === true;

/**
 * An application's security switches: ↑/↓ pick one, ←/→ (or Enter) turn it on or off, saved at once. Turning basic
 * auth on asks for the username (alphanumeric, 'Username is invalid') and then the password ('Required'), each
 * checked as the user types.
 */
export function SecurityScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const { ids, loaded } = useLoadedApplication({ workspace, project, application });
  const prompt = useTextPrompt();
  useKeyLayer(prompt.layer, active);
  const cursor = useFieldCursor(SWITCHES.length);

  const save = (changes: ApplicationUpdate) =>
    client.applications.update(ids, changes).then(() => {
      showInfo(APPLICATION_UPDATED_MESSAGE);
      loaded.reload();
    }, showError);
  const askBasicAuth = () =>
    prompt.ask({
      question: 'Basic auth: the username',
      hint: 'Letters and digits only',
      validate: (text) =>
        basicAuthErrors({ isEnableBasicAuth: true, authUsername: text, authPassword: '-' }).authUsername,
      onSubmit: (authUsername) =>
        prompt.ask({
          question: `Basic auth: the password of ${authUsername}`,
          secret: true,
          validate: (text) =>
            basicAuthErrors({ isEnableBasicAuth: true, authUsername, authPassword: text }).authPassword,
          onSubmit: (authPassword) => void save({ isEnableBasicAuth: true, authUsername, authPassword }),
        }),
    });
  const toggle = () => {
    const { key } = SWITCHES[cursor.current()]!;
    const on = !flagOf(loaded.data, key);
    if (key === 'isEnableBasicAuth' && on) askBasicAuth();
    else void save({ [key]: on });
  };

  useKeyLayer(
    {
      scopes: ['form', 'global'],
      onCommand: (command) => {
        if (command === 'previousField' || command === 'nextField') cursor.move(command === 'nextField' ? 1 : -1);
        else if (command === 'decrease' || command === 'increase' || command === 'save') {
          if (loaded.data) toggle();
        } else if (command === 'reload') loaded.reload();
        else return false;
        return true;
      },
    },
    active,
  );

  const app = loaded.data;
  const rows = useMemo(() => SWITCHES.map((s) => ({ ...s, on: flagOf(app, s.key) })), [app]);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {`Security of ${application.name}`}
        <Text color={theme.text.secondary}>{loaded.loading ? ' loading…' : ''}</Text>
      </Text>
      {app
        ? rows.map((row, index) => (
            <Text
              key={row.key}
              color={index === cursor.index ? theme.selection.colour : undefined}
              bold={index === cursor.index}
            >
              {`${index === cursor.index ? theme.symbols.cursor : ' '} ${fit(row.label, 14)}`}
              <Text color={row.on ? theme.tone.success : theme.text.secondary}>{row.on ? '‹ on ›' : '‹ off ›'}</Text>
            </Text>
          ))
        : null}
      {prompt.asking ? (
        <Box marginTop={1}>
          <TextPrompt {...prompt.asking} />
        </Box>
      ) : null}
    </Box>
  );
}
