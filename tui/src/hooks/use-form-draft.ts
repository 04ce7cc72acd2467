import { useEffect, useState } from 'react';
import type { WizardValues } from '../screens/wizards/wizard-model.js';

/**
 * A form's draft over the server's values (`saved`, from the form's last load): it starts over when those values
 * change (after a save, another user's change), not on every load. News of any task of the project reloads a form;
 * a reload that started the draft over threw away what the user was changing (a Replicas step pressed as a deploy
 * of another branch ended was lost).
 */
export function useFormDraft(saved: WizardValues | undefined) {
  const [draft, setDraft] = useState<WizardValues>();
  // The same values in a new object (every reload) are no change.
  const savedText = saved === undefined ? undefined : JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only other values (savedText) start the draft over
  useEffect(() => setDraft(saved), [savedText]);
  return [draft, setDraft] as const;
}
