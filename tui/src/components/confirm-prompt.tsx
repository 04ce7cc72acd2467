import { Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import { KEY_BINDINGS, keyLabel } from '../keys/key-bindings.js';

const answerKeys = (command: 'confirm' | 'cancel') =>
  (KEY_BINDINGS.find((b) => b.command === command)?.keys ?? []).map(keyLabel).join('/');

/** A yes/no question (the answering is `useConfirm`'s). */
export function ConfirmPrompt({ question }: { question: string }) {
  const theme = useTheme();
  return (
    <Text color={theme.tone.warning} bold>
      {`${question} (${answerKeys('confirm')} yes, ${answerKeys('cancel')} no)`}
    </Text>
  );
}
