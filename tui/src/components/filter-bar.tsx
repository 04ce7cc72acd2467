import { Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';

/** The `/` filter line of a list (the typing itself is `useTextFilter`'s). Hidden when not typing and empty. */
export function FilterBar({ value, editing, placeholder }: { value: string; editing: boolean; placeholder: string }) {
  const theme = useTheme();
  if (!editing && !value) return null;
  const hint = !value && editing ? `  ${placeholder}` : '';
  return (
    <Text color={editing ? theme.text.accent : theme.text.secondary} wrap="truncate">
      {`/ ${value}${editing ? '_' : ''}`}
      <Text color={theme.text.secondary}>{hint}</Text>
    </Text>
  );
}
