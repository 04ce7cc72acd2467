import { Text } from 'ink';
import { useTheme } from '../../contexts/theme-context.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';

export interface TabBarItem {
  key: string;
  label: string;
  /** A tab that cannot be opened now (a cluster that is not ACTIVE): shown dim. */
  disabled?: boolean;
}

/** One line of tabs, the current one bold in brackets, with the key that goes to the next one. */
export function TabBar({ tabs, current }: { tabs: readonly TabBarItem[]; current: string }) {
  const theme = useTheme();
  return (
    <Text wrap="truncate">
      {tabs.map((tab, i) => (
        <Text
          key={tab.key}
          bold={tab.key === current}
          color={tab.key === current ? theme.text.accent : tab.disabled ? theme.text.secondary : undefined}
          dimColor={tab.disabled}
        >
          {`${i ? ' ' : ''}${tab.key === current ? `[${tab.label}]` : tab.label}`}
        </Text>
      ))}
      <Text color={theme.text.secondary}>{`  (${primaryKeyLabel('nextTab')} next)`}</Text>
    </Text>
  );
}
