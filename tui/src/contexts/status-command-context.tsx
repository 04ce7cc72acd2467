import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Command } from '../keys/key-bindings.js';
import { actionCommand } from '../screens/screen-table.js';
import { useRouter } from './router-context.js';

/**
 * The `skiff ...` command of the last action taken on the current screen, for the status line (which otherwise
 * shows the screen's own command). Cleared, like the notice, when the user moves to another screen.
 */
interface StatusCommandApi {
  action?: string;
  /**
   * Shows the command of an action just taken (undefined: back to the screen's command); `survivesMove` when the
   * action moves the user (a deletion that goes back), so that the screen moved to still shows it.
   */
  showAction(command: string | undefined, survivesMove?: boolean): void;
  /** The user moved to another screen: the action's command goes, unless it was meant for that screen. */
  moved(): void;
}

const StatusCommandContext = createContext<StatusCommandApi | undefined>(undefined);

export function StatusCommandProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ text: string; survivesMove: boolean }>();
  const showAction = useCallback(
    (text: string | undefined, survivesMove = false) => setShown(text ? { text, survivesMove } : undefined),
    [],
  );
  const moved = useCallback(() => setShown((s) => (s?.survivesMove ? { ...s, survivesMove: false } : undefined)), []);
  const value = useMemo(() => ({ action: shown?.text, showAction, moved }), [shown, showAction, moved]);
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
export function useShowActionCommand(): (command: Command, target?: string, survivesMove?: boolean) => void {
  const { showAction } = useStatusCommand();
  const { current } = useRouter();
  return useCallback(
    (command: Command, target?: string, survivesMove?: boolean) =>
      showAction(actionCommand(current, command, target), survivesMove),
    [showAction, current],
  );
}
