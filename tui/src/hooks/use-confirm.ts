import { useRef, useState } from 'react';
import type { KeyLayer } from '../contexts/key-layers-context.js';

/**
 * A yes/no question that holds the keyboard until answered (y, or n/Esc). Output: the `question` being asked,
 * `ask(question, onYes)` and the key `layer` to register with `useKeyLayer`. While asking, every other key is
 * swallowed (Ctrl+C still quits).
 */
export function useConfirm() {
  const [question, setQuestion] = useState<string>();
  const pending = useRef<{ onYes: () => void } | undefined>(undefined);
  const close = () => {
    pending.current = undefined;
    setQuestion(undefined);
  };
  const layer: KeyLayer = {
    scopes: () => (pending.current ? ['confirm'] : []),
    priority: 1,
    onCommand: (command) => {
      const asked = pending.current;
      if (!asked) return false;
      if (command === 'confirm') {
        close();
        asked.onYes();
      } else if (command === 'cancel') close();
      return true;
    },
    onText: () => pending.current !== undefined,
  };
  return {
    question,
    ask: (text: string, onYes: () => void) => {
      pending.current = { onYes };
      setQuestion(text);
    },
    layer,
  };
}
