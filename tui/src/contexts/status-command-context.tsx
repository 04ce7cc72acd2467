import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { actionCommand } from '../cli-equivalent.js';
import type { Command } from '../key-bindings.js';
import { useRouter } from './router-context.js';

/**
 * The `skiff ...` command of the last action taken on the current screen, for the status line (which otherwise
 * shows the screen's own command). Cleared, like the notice, when the user moves to another screen.
 */
interface StatusCommandApi {
  action?: string;
  /** Shows the command of an action just taken (undefined: back to the screen's command). */
  showAction(command: string | undefined): void;
}

const StatusCommandContext = createContext<StatusCommandApi | undefined>(undefined);

export function StatusCommandProvider({ children }: { children: ReactNode }) {
  const [action, showAction] = useState<string>();
  const value = useMemo(() => ({ action, showAction }), [action]);
  return <StatusCommandContext.Provider value={value}>{children}</StatusCommandContext.Provider>;
}

/** The status line's action command: read it, or set it when an action is taken. */
export function useStatusCommand(): StatusCommandApi {
  const api = useContext(StatusCommandContext);
  if (!api) throw new Error('useStatusCommand must be used inside <App>.');
  return api;
}

/**
 * For screens: `(command, target?)` puts the `skiff ...` equivalent of an action just taken on the shown screen in
 * the status line (`target`: the id of the selected backup or activity, where the command needs one).
 */
export function useShowActionCommand(): (command: Command, target?: string) => void {
  const { showAction } = useStatusCommand();
  const { current } = useRouter();
  return useCallback(
    (command: Command, target?: string) => showAction(actionCommand(current, command, target)),
    [showAction, current],
  );
}
