import { useCallback, useState } from 'react';
import { useSession } from '../session/session-context.js';
import { errorText } from './error-alert.js';

export interface Submission {
  busy: boolean;
  /** The success text of the last run, if it returned one. */
  message?: string | undefined;
  error?: unknown;
  /**
   * Runs `work`; its returned text becomes `message`, a failure `error` (401 logs out). `failure` (a spec message
   * such as 'Application updated fail.') leads the server's own text.
   */
  run(work: () => Promise<string | undefined>, failure?: string): Promise<boolean>;
  /** Shows a refusal without calling anything (a rule of the SDK said no). */
  refuse(text: string): void;
}

/** Busy, success and failure state of a screen's actions, so every form reports them the same way. */
export function useSubmit(): Submission {
  const { handleError } = useSession();
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: unknown }>({ busy: false });
  const run = useCallback(
    async (work: () => Promise<string | undefined>, failure?: string) => {
      setState({ busy: true });
      try {
        const message = await work();
        setState({ busy: false, message: message ?? undefined });
        return true;
      } catch (error) {
        handleError(error);
        setState({ busy: false, error: failure ? new Error(`${failure} ${errorText(error)}`) : error });
        return false;
      }
    },
    [handleError],
  );
  const refuse = useCallback((text: string) => setState({ busy: false, error: new Error(text) }), []);
  return { ...state, run, refuse };
}
