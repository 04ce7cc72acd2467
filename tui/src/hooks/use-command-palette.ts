import { useRef, useState } from 'react';
import type { KeyLayer } from '../contexts/key-layers-context.js';
import { matchesQuery, type PaletteEntry } from '../keys/palette-entries.js';

/**
 * The command palette's state: open or not, the typed query, the matching entries and the selected one, and the
 * key layer (register it with `useKeyLayer`) that holds the keyboard while it is open. Input: the entries of the
 * moment, read when it opens. Output: `open`, `query`, `matches`, `selected`, `show()` and `layer`.
 */
export function useCommandPalette(entriesNow: () => PaletteEntry[]) {
  const [state, setState] = useState<{ entries: PaletteEntry[]; query: string; selected: number }>();
  // Keys typed right after `:` arrive before React re-renders: the open state and query live in a ref too.
  const now = useRef(state);
  const update = (next: typeof state) => {
    now.current = next;
    setState(next);
  };
  const matching = (s: NonNullable<typeof state>) => s.entries.filter((entry) => matchesQuery(entry, s.query));
  const layer: KeyLayer = {
    scopes: () => (now.current ? ['palette'] : []),
    priority: 2,
    onCommand: (command) => {
      const current = now.current;
      if (!current) return false;
      const found = matching(current);
      if (command === 'paletteClose') update(undefined);
      else if (command === 'paletteUp') update({ ...current, selected: Math.max(0, current.selected - 1) });
      else if (command === 'paletteDown')
        update({ ...current, selected: Math.min(found.length - 1, current.selected + 1) });
      else if (command === 'paletteRun') {
        update(undefined);
        found[current.selected]?.run();
      }
      return true;
    },
    onText: (input, key) => {
      const current = now.current;
      if (!current) return false;
      if (key.backspace || key.delete)
        update({ ...current, query: Array.from(current.query).slice(0, -1).join(''), selected: 0 });
      else if (input && !key.ctrl && !key.meta && !key.tab)
        update({ ...current, query: current.query + input, selected: 0 });
      return true;
    },
  };
  return {
    open: state !== undefined,
    query: state?.query ?? '',
    matches: state ? matching(state) : [],
    selected: state?.selected ?? 0,
    show: () => update({ entries: entriesNow(), query: '', selected: 0 }),
    layer,
  };
}
