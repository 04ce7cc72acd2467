import type { ReactNode } from 'react';
import { ConfirmPrompt } from '../components/confirm-prompt.js';
import { TextPrompt } from '../components/text-prompt.js';
import { useConfirm } from './use-confirm.js';
import { useKeyLayer } from './use-key-layer.js';
import { useTextPrompt } from './use-text-prompt.js';

/** Rows a screen keeps under its list for a question: the prompt's question, hint, field and message. */
export const QUESTION_ROWS = 4;

/**
 * A screen's yes/no questions and one-field forms, holding the keyboard while asked (when the screen is `active`).
 * Output: `confirm`, `prompt`, and `shown`: what to draw under the list while one is asked (else undefined).
 */
export function useQuestions(active: boolean): {
  confirm: ReturnType<typeof useConfirm>;
  prompt: ReturnType<typeof useTextPrompt>;
  shown: ReactNode | undefined;
} {
  const confirm = useConfirm();
  const prompt = useTextPrompt();
  useKeyLayer(confirm.layer, active);
  useKeyLayer(prompt.layer, active);
  const shown = prompt.asking ? (
    <TextPrompt {...prompt.asking} />
  ) : confirm.question ? (
    <ConfirmPrompt question={confirm.question} />
  ) : undefined;
  return { confirm, prompt, shown };
}
