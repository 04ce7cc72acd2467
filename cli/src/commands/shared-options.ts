import { parseDuration } from '../cli/duration.js';
import { UsageError } from '../cli/errors.js';
import { onOffOf } from '../cli/model-options.js';

/** `--wait` and `--timeout`, the same for every command that starts a long task. */
export const WAIT_OPTIONS = {
  wait: { flags: '--wait', description: 'follow the task until it ends' },
  timeout: {
    flags: '--timeout <duration>',
    description: 'with --wait, give up after this long (90s, 5m, 1h, 1h30m or seconds); exit 8',
    defaultHelp: 'no limit',
    parse: (text: string) => parseDuration(text, '--timeout'),
  },
} as const;

/** `on`/`off` (also true/false, yes/no) for a setting; the error names the option (one rule with the models' toggles). */
export const onOff = onOffOf;

/** `--workspace WS` or `--project WS/PROJECT`: where members and invitations are managed. */
export const SCOPE_OPTIONS = {
  workspace: { flags: '--workspace <ws>', description: 'the workspace, by name or id' },
  project: { flags: '--project <ws/project>', description: 'the project: workspace/project, by names or ids' },
} as const;

/** One of `choices` as typed (any case); the error names the option and lists them. */
export function oneOf<const T extends string>(option: string, choices: readonly T[]) {
  return (text: string): T => {
    const value = choices.find((choice) => choice.toLowerCase() === text.trim().toLowerCase());
    if (!value) throw new UsageError(`${option} '${text}' is not one of ${choices.join(', ')}.`);
    return value;
  };
}

/** A repeatable option (`--tag a --tag b`): each value added to the list. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
