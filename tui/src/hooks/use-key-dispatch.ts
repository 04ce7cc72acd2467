import { type Key, useInput, useStdin } from 'ink';
import { useCallback, useEffect, useRef } from 'react';
import { scopesOf, useKeyLayers } from '../contexts/key-layers-context.js';
import { bindingsIn, type Command, commandFor, matchesKey } from '../keys/key-bindings.js';

/** The key flags of one character of a multi-character read (Enter, Tab and Backspace have flags of their own). */
function keyOfChar(char: string, key: Key): Key {
  return { ...key, return: char === '\r', tab: char === '\t', delete: char === '\u007f', backspace: char === '\b' };
}

/** Escape as Ink reports it, for the second Escape of a burst (see below). */
const ESCAPE: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: true,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: true,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** A C0 control character or DEL (Backspace, Enter, Tab arrive as these). */
const isControl = (char: string) => char < ' ' || char === '\u007f';

/**
 * The one keyboard listener of the app: hands each key press to the key layers, top first, then to the global
 * bindings. Input: the handler of global commands (quit, help, back, reload). Ctrl+C always quits.
 * Output: `runCommand(command)`, which runs a command as if its key had been pressed (the command palette).
 */
export function useKeyDispatch(onGlobal: (command: Command) => void): { runCommand(command: Command): void } {
  const { ordered } = useKeyLayers();
  // The latest handler, read at key time: Ink re-subscribes a changed handler only in a later effect.
  const global = useRef(onGlobal);
  global.current = onGlobal;
  const onGlobalNow = useCallback((command: Command) => global.current(command), []);
  const dispatch = useCallback(
    (input: string, key: Key): boolean => {
      for (const layer of ordered()) {
        const command = commandFor(input, key, scopesOf(layer));
        if (command && layer.onCommand?.(command)) return true;
        if (!command && layer.onText?.(input, key)) return true;
      }
      const command = commandFor(input, key, ['global']);
      if (command) onGlobalNow(command);
      return command !== undefined;
    },
    [ordered, onGlobalNow],
  );
  const handle = useCallback(
    (input: string, key: Key) => {
      if (matchesKey('ctrl+c', input, key)) {
        onGlobalNow('quit');
        return;
      }
      // Several characters in one read (fast typing, a paste, tmux send-keys) that nothing took as text are
      // taken as separate key presses: `/acme` opens the filter and types `acme`. A read with a control character
      // in it (Backspace held down, text then Enter) is always separate presses: a text field would otherwise
      // take `\x7f\x7f\x7f` as text instead of deleting three characters.
      const chars = Array.from(input);
      const several = chars.length > 1 && !key.ctrl && !key.meta;
      if (!(several && chars.some(isControl)) && dispatch(input, key)) return;
      if (several) for (const char of chars) dispatch(char, keyOfChar(char, key));
    },
    [dispatch, onGlobalNow],
  );
  useInput(handle);
  // Ink reads ESC ESC (Escape twice in one read: a burst, key repeat, tmux send-keys) as one Meta+Escape event;
  // the second Escape is handed on here, so that two presses go back twice.
  const { internal_eventEmitter: events } = useStdin();
  useEffect(() => {
    const onInput = (data: unknown) => {
      if (data === '\u001b\u001b') handle('', ESCAPE);
    };
    events?.on('input', onInput);
    return () => {
      events?.off('input', onInput);
    };
  }, [events, handle]);
  const runCommand = useCallback(
    (command: Command) => {
      for (const layer of ordered()) {
        const understood = bindingsIn(scopesOf(layer)).some((binding) => binding.command === command);
        if (understood && layer.onCommand?.(command)) return;
      }
      if (bindingsIn(['global']).some((binding) => binding.command === command)) onGlobalNow(command);
    },
    [ordered, onGlobalNow],
  );
  return { runCommand };
}
