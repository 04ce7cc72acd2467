import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTheme } from '../../contexts/theme-context.js';
import { fit } from '../../services/text.js';
import { answerText, type WizardField, type WizardValues } from '../wizards/wizard-model.js';

const LABEL_WIDTH = 17;
const VALUE_WIDTH = 20;

/**
 * The frame of a one-step form screen (configuration, security): its title with what it is doing, and one row per
 * field of the SDK's form model: the cursor, the label, the value (one stepped with ←/→ as `‹ value ›`, typed text as it is; `*` once changed), its message.
 */
export function FormFrame(props: {
  title: string;
  /** `loading…`, `saving…` or nothing. */
  busy: string | undefined;
  fields: readonly WizardField[];
  values: WizardValues | undefined;
  /** The values as saved: a row that differs is marked changed. */
  saved: WizardValues | undefined;
  cursor: number;
  errors: Readonly<Record<string, string>>;
  width: number;
  height: number;
  children?: ReactNode;
}) {
  const theme = useTheme();
  const { values, saved } = props;
  return (
    <Box flexDirection="column" width={props.width} height={props.height}>
      <Text bold wrap="truncate">
        {props.title}
        <Text color={theme.text.secondary}>{props.busy ? ` ${props.busy}` : ''}</Text>
      </Text>
      {values
        ? props.fields.map((field, index) => {
            const selected = index === props.cursor;
            const changed = saved && saved[field.key] !== values[field.key] && values[field.key] !== undefined;
            const value = answerText(field, values[field.key]);
            return (
              <Box key={field.key}>
                <Text color={selected ? theme.selection.colour : undefined} bold={selected}>
                  {`${selected ? theme.symbols.cursor : ' '} ${fit(field.label, LABEL_WIDTH)}`}
                </Text>
                <Text inverse={selected && theme.selection.inverse}>
                  {fit(`${stepped(field) ? `‹ ${value} ›` : value}${changed ? ' *' : ''}`, VALUE_WIDTH)}
                </Text>
                <Text color={theme.notice.error} wrap="truncate">{` ${props.errors[field.key] ?? ''}`}</Text>
              </Box>
            );
          })
        : null}
      {props.children}
    </Box>
  );
}

/** A choice or an on/off field is stepped with ←/→; text and secrets are typed. */
function stepped(field: WizardField): boolean {
  return field.kind === 'choice' || field.kind === 'toggle';
}
