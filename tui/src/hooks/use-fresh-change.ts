import { useRef } from 'react';
import { useNotice } from '../contexts/notice-context.js';
import { useStatusCommand } from '../contexts/status-command-context.js';

/** What a change makes of the current value: the next value, or why there is nothing to do (shown as news). */
export type Change<T> = (current: T) => T | string;

/**
 * Changes to a value the API replaces whole (a secret manager's variables, a project's extensions), made one after
 * another, each on what the server holds then: a key pressed before the screen reloaded never writes back what the
 * screen last showed. Input: how to read and write the value, and the screen's reload. Output: `change(next, done,
 * command)`: `done` is the news once saved, `command` the `skiff ...` equivalent for the status line.
 */
export function useFreshChange<T>(read: () => Promise<T>, write: (next: T) => Promise<unknown>, reload: () => void) {
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return (next: Change<T>, done: string, command: string | ((value: T) => string)) => {
    queue.current = queue.current
      .then(async () => {
        const changed = next(await read());
        if (typeof changed === 'string') return showInfo(changed);
        showAction(typeof command === 'string' ? command : command(changed));
        await write(changed);
        showInfo(done);
      })
      .catch(showError)
      .finally(reload);
  };
}
