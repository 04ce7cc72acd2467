import { useRef, useState } from 'react';
import type { KeyLayer } from '../contexts/key-layers-context.js';

/** What a one-field form asks: its question, the rule of its text (the spec's message) and what to do with it. */
export interface TextPromptSpec {
  question: string;
  /** A line under the question (what to type). */
  hint?: string;
  /** A password or token: the field shows a dot per character, never the text. */
  secret?: boolean;
  /** The spec's message when `text` is not acceptable, else undefined. */
  validate(text: string): string | undefined;
  onSubmit(text: string): void;
}

interface Asking {
  spec: TextPromptSpec;
  text: string;
  /** Enter was pressed once: the rule's message shows even for an empty field. */
  tried: boolean;
}

/** The message shown under the field: as soon as something is typed (validation as the user types), or after Enter. */
export function promptError(asking: Asking): string | undefined {
  return asking.text || asking.tried ? asking.spec.validate(asking.text) : undefined;
}

/**
 * A one-field form that holds the keyboard until submitted or cancelled: a typed confirmation (`branch/NAME`) or
 * a short input (a domain). The field is validated on every key; Enter submits only valid text; Esc cancels.
 * Output: `asking` (spec, text, error), `ask(spec)` and the key `layer` to register with `useKeyLayer`.
 */
export function useTextPrompt() {
  const [asking, setAsking] = useState<Asking>();
  // Typed keys arrive faster than re-renders: the field lives in a ref too.
  const now = useRef(asking);
  const update = (next: Asking | undefined) => {
    now.current = next;
    setAsking(next);
  };
  const layer: KeyLayer = {
    scopes: () => (now.current ? ['prompt'] : []),
    priority: 1,
    onCommand: (command) => {
      const current = now.current;
      if (!current) return false;
      if (command === 'promptCancel') update(undefined);
      else if (command === 'promptSubmit') {
        if (current.spec.validate(current.text) === undefined) {
          update(undefined);
          current.spec.onSubmit(current.text);
        } else update({ ...current, tried: true });
      }
      return true;
    },
    onText: (input, key) => {
      const current = now.current;
      if (!current) return false;
      if (key.backspace || key.delete) update({ ...current, text: Array.from(current.text).slice(0, -1).join('') });
      else if (input && !key.ctrl && !key.meta && !key.tab && !key.upArrow && !key.downArrow)
        update({ ...current, text: current.text + input });
      return true;
    },
  };
  return {
    asking: asking && { ...asking, error: promptError(asking) },
    ask: (spec: TextPromptSpec) => update({ spec, text: '', tried: false }),
    layer,
  };
}
