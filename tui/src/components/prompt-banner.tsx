import type { ReactNode } from 'react';
import type { TextPromptSpec } from '../hooks/use-text-prompt.js';
import { ConfirmPrompt } from './confirm-prompt.js';
import { TextPrompt } from './text-prompt.js';

/** A list screen's banner while it asks: the one-field form (four rows) or the yes/no question (one row). */
export function promptBanner(
  asking: { spec: TextPromptSpec; text: string; error?: string } | undefined,
  question: string | undefined,
): { banner?: ReactNode; bannerRows: number } {
  if (asking) return { banner: <TextPrompt {...asking} />, bannerRows: 4 };
  return { banner: question ? <ConfirmPrompt question={question} /> : undefined, bannerRows: 1 };
}
