import { failedCallText } from '@skiff/sdk/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cleanLine } from '../services/text.js';

/** The one-line message of the footer: the last error of a call, or a short piece of news. */
export interface Notice {
  kind: 'error' | 'info';
  text: string;
  /** News of an action that moved the user (a deletion that went back): kept through that one move. */
  survivesMove?: boolean;
}

interface NoticeApi {
  notice?: Notice;
  showError(error: unknown): void;
  /** `survivesMove`: the news belongs to the screen the action moves to. */
  showInfo(text: string, survivesMove?: boolean): void;
  clear(): void;
  /** The user moved to another screen: the notice goes, unless it was meant for that screen. */
  moved(): void;
}

const NoticeContext = createContext<NoticeApi | undefined>(undefined);

/** An error as the footer shows it: the spec's "status plus message", cleaned of control sequences. */
export function errorMessage(error: unknown): string {
  return cleanLine(failedCallText(error)) || 'Something went wrong.';
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>();
  const showError = useCallback((error: unknown) => setNotice({ kind: 'error', text: errorMessage(error) }), []);
  const showInfo = useCallback(
    (text: string, survivesMove = false) => setNotice({ kind: 'info', text: cleanLine(text), survivesMove }),
    [],
  );
  const clear = useCallback(() => setNotice(undefined), []);
  const moved = useCallback(() => setNotice((n) => (n?.survivesMove ? { ...n, survivesMove: false } : undefined)), []);
  const value = useMemo(
    () => ({ notice, showError, showInfo, clear, moved }),
    [notice, showError, showInfo, clear, moved],
  );
  return <NoticeContext.Provider value={value}>{children}</NoticeContext.Provider>;
}

/** The footer notice: read it, or report an error or news to it. */
export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('useNotice must be used inside <App>.');
  return api;
}
