import { useEffect, useRef, useState } from 'react';
import type { Command } from '../keys/key-bindings.js';

/**
 * The selected row of a list. Input: the item count and the page height. Output: the index (also as `current()`,
 * exact even when keys come faster than renders), `reset()` and `onCommand`, which handles the movement commands
 * (up, down, page, top, bottom) and says whether it did.
 */
export function useListCursor(count: number, pageHeight: number) {
  const [index, setIndex] = useState(0);
  const now = useRef(0);
  const moveTo = (next: number) => {
    now.current = Math.max(0, Math.min(count - 1, next));
    setIndex(now.current);
  };
  useEffect(() => {
    if (now.current > 0 && now.current >= count) {
      now.current = Math.max(0, count - 1);
      setIndex(now.current);
    }
  }, [count]);
  const onCommand = (command: Command): boolean => {
    const page = Math.max(1, pageHeight);
    switch (command) {
      case 'up':
        moveTo(now.current - 1);
        return true;
      case 'down':
        moveTo(now.current + 1);
        return true;
      case 'pageUp':
        moveTo(now.current - page);
        return true;
      case 'pageDown':
        moveTo(now.current + page);
        return true;
      case 'top':
        moveTo(0);
        return true;
      case 'bottom':
        moveTo(count - 1);
        return true;
      default:
        return false;
    }
  };
  return {
    index: Math.min(index, Math.max(0, count - 1)),
    current: () => Math.min(now.current, Math.max(0, count - 1)),
    reset: () => moveTo(0),
    onCommand,
  };
}
