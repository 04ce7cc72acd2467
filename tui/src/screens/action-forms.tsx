import { ConfirmPrompt } from '../components/confirm-prompt.js';
import { TextPrompt } from '../components/text-prompt.js';
import { useNotice } from '../contexts/notice-context.js';
import { useStatusCommand } from '../contexts/status-command-context.js';
import { useConfirm } from '../hooks/use-confirm.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useTextPrompt } from '../hooks/use-text-prompt.js';

/** Rows under an account list for its question or form (question, hint, field, message). */
export const FORM_ROWS = 4;

/**
 * The questions and one-field forms of a screen (the account pages, Home), and how their calls run: the `skiff ...` command of
 * the action goes to the status line at once, the spec's success text (or the server's error) to the footer, and
 * the page reloads. Output: `confirm`, `prompt`, `run(command, call, done, reload)` and `asking` (true while a
 * question or form holds the keyboard, for the screen to draw `<ActionForm>`).
 */
export function useActionForms(active: boolean) {
  const confirm = useConfirm();
  const prompt = useTextPrompt();
  const { showAction } = useStatusCommand();
  const { showError, showInfo } = useNotice();
  useKeyLayer(confirm.layer, active);
  useKeyLayer(prompt.layer, active);
  const run = <T,>(
    command: string,
    call: () => Promise<T>,
    done: string | ((answer: T) => string),
    reload: () => void,
  ) => {
    showAction(command);
    call().then((answer) => {
      showInfo(typeof done === 'string' ? done : done(answer));
      reload();
    }, showError);
  };
  return { confirm, prompt, run, asking: Boolean(prompt.asking || confirm.question) };
}

/** The form or question being asked on an account page, if any. */
export function ActionForm({ forms }: { forms: ReturnType<typeof useActionForms> }) {
  if (forms.prompt.asking) return <TextPrompt {...forms.prompt.asking} />;
  if (forms.confirm.question) return <ConfirmPrompt question={forms.confirm.question} />;
  return null;
}
