import type { Vps } from '@skiff/sdk';
import { vpsFormErrors } from '@skiff/sdk/domain';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';
import { cleanLine } from '../../services/text.js';
import type { VpsAnswers } from './export-commands.js';
import { readPrivateKeyFile } from './export-vps-key.js';

type TextField = Exclude<keyof VpsAnswers, 'keyFile'>;
/** The questions of the VPS form in order (our wording). */
const QUESTIONS: ReadonlyArray<{ field: TextField; label: string; hint?: string }> = [
  { field: 'title', label: 'its title' },
  { field: 'description', label: 'its description', hint: 'Optional' },
  { field: 'vpsUsername', label: 'the SSH user on it', hint: 'e.g. ubuntu' },
  { field: 'publicIPAddress', label: 'its public IP address' },
];
const KEY_HINT = 'A path, e.g. ~/.ssh/id_ed25519 (the key is never shown)';

/** The form's answers, with the private key read from its file (none on an update that keeps it). */
export type VpsFormAnswers = VpsAnswers & { privKey?: string };

/**
 * Asks the VPS form field by field (spec 002 section 5): title, description, VPS username and public IP ('Required'
 * but the description), then the file of the SSH private key, required only when connecting (`current` undefined).
 * On a change of `current`, Enter keeps a field's value. Input: the screen's `prompt.ask` and what to do with the
 * answers.
 */
export function askVps(
  ask: (spec: TextPromptSpec) => void,
  current: Vps | undefined,
  then: (answers: VpsFormAnswers) => void,
): void {
  const creating = !current;
  const subject = current ? `Change ${cleanLine(current.title) || 'the server'}` : 'Connect a server';
  const answers: VpsFormAnswers = {
    title: cleanLine(current?.title),
    description: cleanLine(current?.description),
    vpsUsername: cleanLine(current?.vpsUsername),
    publicIPAddress: cleanLine(current?.publicIPAddress),
    keyFile: '',
  };
  const askKey = () =>
    ask({
      question: `${subject}: the file of its SSH private key`,
      hint: creating ? KEY_HINT : 'Another key file, or Enter keeps the current key',
      validate: (text) => {
        if (!creating && !text.trim()) return undefined;
        const read = readPrivateKeyFile(text);
        return 'error' in read ? read.error : undefined;
      },
      onSubmit: (text) => {
        const read = text.trim() ? readPrivateKeyFile(text) : undefined;
        then({ ...answers, keyFile: text.trim(), ...(read && 'key' in read ? { privKey: read.key } : {}) });
      },
    });
  const askField = (index: number) => {
    const step = QUESTIONS[index];
    if (!step) return askKey();
    const kept = answers[step.field];
    const answerOf = (text: string) => text.trim() || (creating ? '' : kept);
    ask({
      question: `${subject}: ${step.label}`,
      hint: creating || !kept ? step.hint : `Enter keeps "${kept}"`,
      validate: (text) => vpsFormErrors({ ...answers, [step.field]: answerOf(text) }, false)[step.field],
      onSubmit: (text) => {
        answers[step.field] = answerOf(text);
        askField(index + 1);
      },
    });
  };
  askField(0);
}
