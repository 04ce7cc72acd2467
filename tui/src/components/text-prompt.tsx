import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import type { TextPromptSpec } from '../hooks/use-text-prompt.js';
import { KEY_BINDINGS, keyLabel } from '../keys/key-bindings.js';

const keyOf = (command: 'promptSubmit' | 'promptCancel') =>
  (KEY_BINDINGS.find((b) => b.command === command)?.keys ?? []).map(keyLabel).join('/');

/** A one-field form (the typing is `useTextPrompt`'s): question, hint, the field, and the rule's message. */
export function TextPrompt({ spec, text, error }: { spec: TextPromptSpec; text: string; error?: string }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column">
      <Text color={theme.tone.warning} bold wrap="truncate">
        {`${spec.question} (${keyOf('promptSubmit')} submit, ${keyOf('promptCancel')} cancel)`}
      </Text>
      {spec.hint ? <Text wrap="truncate">{spec.hint}</Text> : null}
      <Text
        color={theme.text.accent}
        wrap="truncate"
      >{`> ${spec.secret ? '•'.repeat(Array.from(text).length) : text}_`}</Text>
      <Text color={theme.notice.error} wrap="truncate">
        {error ?? ' '}
      </Text>
    </Box>
  );
}
