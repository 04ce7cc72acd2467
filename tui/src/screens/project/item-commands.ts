import type { Command } from '../../keys/key-bindings.js';

/**
 * A list screen's own commands as a table: `onList` ones act on the screen (create, import), `onItem` ones on the
 * selected item and do nothing when the list is empty. Output: the ListScreen's `onCommand` (true when handled).
 */
export function itemCommands<T>(
  onList: Partial<Record<Command, () => void>>,
  onItem: Partial<Record<Command, (item: T) => void>>,
): (command: Command, selected: T | undefined) => boolean {
  return (command, selected) => {
    const whole = onList[command];
    const one = onItem[command];
    if (whole) whole();
    else if (one) {
      if (selected) one(selected);
    } else return false;
    return true;
  };
}
