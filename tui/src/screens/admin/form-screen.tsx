import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { useNotice } from '../../contexts/notice-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { fit, truncate } from '../../services/text.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { type FormField, type FormSpec, type FormValues, textOf, useAdminForm } from './use-admin-form.js';

const LABEL_WIDTH = 24;

function shownValue(field: FormField, values: FormValues, selected: boolean): string {
  const value = values[field.key];
  switch (field.kind) {
    case 'switch':
      return value === true ? '[x] on' : '[ ] off';
    case 'choice':
      if (!field.options?.length) return '(none to choose from)';
      return `‹ ${field.show ? field.show(textOf(values, field.key)) : textOf(values, field.key)} ›`;
    case 'secret':
      return `${'•'.repeat(Array.from(textOf(values, field.key)).length)}${selected ? '_' : ''}`;
    case 'text':
      return `${textOf(values, field.key)}${selected ? '_' : ''}`;
    default: {
      const never: never = field.kind;
      throw new Error(`Unknown field kind ${String(never)}`);
    }
  }
}

export interface FormScreenProps extends ScreenProps {
  title: string;
  spec: FormSpec;
  initial: FormValues;
  /** Lines under the title from the values (a limit, a warning). */
  noteOf?(values: FormValues): readonly string[];
  /** The `skiff ...` command that does what the form does with these values (secrets never in it). */
  command(values: FormValues): string | undefined;
  /** Sends the form; resolves with the news to show. */
  save(values: FormValues): Promise<string>;
}

/**
 * An admin form as a screen: one row per field, its message beside it as the user types, Enter creates or saves
 * (the status line then shows the equivalent command), Esc goes back. After a save the screen goes back, with
 * the news, to the list (which reloads).
 */
export function FormScreen({ title, spec, initial, noteOf, command, save, ...props }: FormScreenProps) {
  const theme = useTheme();
  const router = useRouter();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const form = useAdminForm(spec, initial, {
    onSave: (values) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      showAction(command(values), true);
      save(values).then(
        (news) => {
          router.back();
          showInfo(news, true);
        },
        (error) => {
          sending.current = false;
          setBusy(false);
          showAction(command(values));
          showError(error);
        },
      );
    },
    onCancel: () => router.back(),
  });
  useKeyLayer(form.layer, props.active);
  const keys = form.fields.map((f) => f.key);
  const notes = noteOf?.(form.values) ?? [];
  const selectedError = form.errors[form.fields[form.index]?.key ?? ''];
  const other = Object.entries(form.errors).filter(([key]) => !keys.includes(key));
  const valueWidth = Math.max(10, props.width - LABEL_WIDTH - 4);
  return (
    <Box flexDirection="column" width={props.width} height={props.height} overflow="hidden">
      <Text bold wrap="truncate">
        {title}
        <Text color={theme.text.secondary}>
          {busy
            ? ' saving…'
            : `  (${primaryKeyLabel('nextField')} next field, ←/→ choose, ${primaryKeyLabel('promptSubmit')} save, Esc cancel)`}
        </Text>
      </Text>
      {notes.map((line) => (
        <Text key={line} color={theme.tone.warning} wrap="truncate">
          {line}
        </Text>
      ))}
      {form.fields.map((field, i) => {
        const selected = i === form.index;
        const error = form.errors[field.key];
        const value = shownValue(field, form.values, selected);
        const width = Math.max(10, valueWidth - (error ? error.length + 2 : 0));
        return (
          <Box key={field.key}>
            <Text color={selected ? theme.selection.colour : undefined} bold={selected}>
              {selected ? `${theme.symbols.cursor} ` : '  '}
              {fit(field.label, LABEL_WIDTH)}
            </Text>
            <Text color={selected ? theme.text.accent : undefined} wrap="truncate">
              {truncate(value, width)}
            </Text>
            {error ? (
              <Text color={theme.notice.error} wrap="truncate">
                {`  ${error}`}
              </Text>
            ) : null}
          </Box>
        );
      })}
      {selectedError ? (
        <Text color={theme.notice.error} wrap="wrap">{`${form.fields[form.index]?.label}: ${selectedError}`}</Text>
      ) : null}
      {other.map(([key, error]) => (
        <Text key={key} color={theme.notice.error} wrap="truncate">
          {`  ${error}`}
        </Text>
      ))}
    </Box>
  );
}
