import { secretValuesErrors } from '@skiff/sdk/domain';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';

/**
 * Asks for a secret variable in two fields: its name (letters, digits, underscore: the spec's messages), then its
 * value, typed masked. `key` skips the name (a value changed). Input: the screen's `prompt.ask`.
 */
export function askVariable(
  ask: (spec: TextPromptSpec) => void,
  question: string,
  then: (key: string, value: string) => void,
  key?: string,
): void {
  const askValue = (name: string) =>
    ask({
      question: `Value of ${name}`,
      hint: 'Typed hidden',
      secret: true,
      validate: (text) => secretValuesErrors({ [name]: text })[0],
      onSubmit: (value) => then(name, value),
    });
  if (key !== undefined) askValue(key);
  else
    ask({
      question,
      hint: 'The variable name: letters, digits and underscore',
      validate: (text) => secretValuesErrors({ [text.trim()]: '-' })[0],
      onSubmit: (text) => askValue(text.trim()),
    });
}
