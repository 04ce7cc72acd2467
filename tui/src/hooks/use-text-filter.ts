import { useRef, useState } from 'react';
import type { KeyLayer } from '../contexts/key-layers-context.js';

/**
 * The `/` filter of a list: its text, whether it is being typed, and the key layer that types it (register it
 * with `useKeyLayer`). Typing mode lives in a ref too, so keys typed right after `/` are not lost.
 * Output: `value`, `editing`, `start()`, `clear()` and `layer`.
 */
export function useTextFilter(onChange?: () => void) {
  const [value, setValue] = useState('');
  const [editing, setEditingState] = useState(false);
  const editingNow = useRef(false);
  const setEditing = (on: boolean) => {
    editingNow.current = on;
    setEditingState(on);
  };
  const update = (next: (previous: string) => string) => {
    setValue(next);
    onChange?.();
  };
  const layer: KeyLayer = {
    scopes: () => (editingNow.current ? ['filter'] : []),
    priority: 1,
    onCommand: (command) => {
      if (command === 'filterAccept') setEditing(false);
      else if (command === 'filterClear') {
        update(() => '');
        setEditing(false);
      } else return false;
      return true;
    },
    onText: (input, key) => {
      if (!editingNow.current) return false;
      if (key.backspace || key.delete) update((v) => Array.from(v).slice(0, -1).join(''));
      else if (input && !key.ctrl && !key.meta && !key.upArrow && !key.downArrow && !key.tab) update((v) => v + input);
      return true;
    },
  };
  return {
    value,
    editing,
    start: () => setEditing(true),
    clear: () => update(() => ''),
    layer,
  };
}
