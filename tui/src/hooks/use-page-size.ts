import { useRef, useState } from 'react';
import type { Command } from '../keys/key-bindings.js';

/**
 * A list's page size among the spec's options (admin lists: clusters 12/24/50, members 24/50, ...). Input: the
 * options, the first being the default. Output: the `size` shown and `onCommand`, which turns `pageSize` into the
 * next option (round to the first) and says whether it did.
 */
export function usePageSize(options: readonly number[]) {
  const [size, setSize] = useState(options[0]);
  // Presses can come faster than re-renders: the size last chosen is read from here.
  const now = useRef(size);
  return {
    size,
    onCommand: (command: Command): boolean => {
      if (command !== 'pageSize' || !options.length) return false;
      now.current = options[(options.indexOf(now.current ?? options[0]!) + 1) % options.length];
      setSize(now.current);
      return true;
    },
  };
}
