import { useNotice } from '../../contexts/notice-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { QUESTION_ROWS, useQuestions } from '../../hooks/use-questions.js';

/** Rows under a list for its question or form (question, hint, field, message). */
export const FORM_ROWS = QUESTION_ROWS;

/**
 * A screen's questions and one-field forms (`useQuestions`) and how their calls run: the `skiff ...` command of
 * the action goes to the status line at once, the spec's success text (or the server's error) to the footer, and
 * the screen reloads. Output: `confirm`, `prompt`, `run(command, call, done, reload)`, `asking` (true while a
 * question or form holds the keyboard) and `shown` (what to draw under the list meanwhile: `<ActionForm>`).
 */
export function useActionForms(active: boolean) {
  const questions = useQuestions(active);
  const { showAction } = useStatusCommand();
  const { showError, showInfo } = useNotice();
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
  return { ...questions, run, asking: questions.shown !== undefined };
}

/** The form or question being asked, if any. */
export function ActionForm({ forms }: { forms: ReturnType<typeof useActionForms> }) {
  return forms.shown ?? null;
}
