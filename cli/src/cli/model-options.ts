/**
 * The CLI's renderer of the SDK's wizard and form models: a model's fields as command options (flag, help text,
 * parser) and the parsed options read back as the model's answers, so a command declares no flag of a model field
 * by hand and the labels, choices and flag names live in the model once. The `--file` of a model command holds the
 * same fields by their keys (the API's names).
 *
 * A field's flag is its `flag` (else `--` and its key in kebab case). A toggle takes on/off, a choice of whole
 * numbers a whole number, a secret is never a flag value: its flag ends in `-stdin` and the value is read from
 * stdin. A command may render a field its own way (`FlagRendering`: an older flag name, a file whose text is the
 * answer, a flag answering several fields), answer it with an argument (`{ argument }`) or say which flag or
 * argument answers it instead (`noFlag`).
 */
import type { WizardField, WizardStep, WizardValues } from '@skiff/sdk';
import type { OptionSpec } from './command-spec.js';
import { UsageError } from './errors.js';
import { integerOption } from './parsers.js';
import { readTextFile } from './text-file.js';

/** How a command renders one field beyond what the model says (a parser that keeps an older flag's messages). */
export interface FlagRendering {
  /** The command's own flag for the field, where it keeps an older name (`--new-repo` answers repositoryType). */
  flag?: string;
  /** The value's word in help (`<size>`); default from the field's kind. */
  value?: string;
  /** Replaces the help text made from the label, hint and choices. */
  description?: string;
  parse?: (text: string) => unknown;
  defaultHelp?: string;
  /** Words added to the help made from the model (`required`). */
  note?: string;
  /** The answers a parsed value gives, where one flag answers more than its field (`--basic-auth USER`). */
  answers?: (parsed: never) => Record<string, unknown>;
  /** A toggle as a bare switch (`--limited`: given is on), not `<on|off>`. */
  switch?: true;
  /** The flag names a file whose text is the answer (`--key shop.key`), read by `modelAnswers`. */
  file?: true;
}

/** A field answered by the command's argument of this name (`skiff domains add REF DOMAIN`). */
export interface ArgumentRendering {
  argument: string;
}

/**
 * A field with no flag of its own, with the reason; `by` names the flag whose answers give it (`--repo` answers
 * the repository owner and name), shown and checked by the model test.
 */
export interface NoFlag {
  noFlag: string;
  by?: string;
}

/** Each field key's rendering, its argument, or why it has no flag. */
export type FlagRenderings = Readonly<Record<string, FlagRendering | ArgumentRendering | NoFlag>>;

/** A rendering as a flag's, or undefined for an argument's or a field without a flag. */
export function flagRendering(rendering: FlagRenderings[string] | undefined): FlagRendering | undefined {
  return rendering && !('noFlag' in rendering) && !('argument' in rendering) ? rendering : undefined;
}

const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The flag that answers a field: the command's rendering's, else the model's, else from its key; a secret's always
 * ends in `-stdin` unless the command reads it from a file (`--key FILE`).
 */
export function flagOfField(field: Pick<WizardField, 'key' | 'kind' | 'flag'>, rendering?: FlagRendering): string {
  const flag = rendering?.flag ?? field.flag ?? `--${kebab(field.key)}`;
  return field.kind === 'secret' && !rendering?.file && !flag.endsWith('-stdin') ? `${flag}-stdin` : flag;
}

/** An argument as help and messages show it (`backupId` -> `BACKUP_ID`). */
export function argumentWord(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

/** The name commander gives a flag's value (`--db-url` -> `dbUrl`). */
export function optionNameOf(flag: string): string {
  return flag.replace(/^--/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Every field the steps can show, once each in the steps' order (the first seen wins), over several answer sets: a field that only
 * shows for some answers (a source's URLs, basic auth's user) is still a flag of the command.
 */
export function everyField(steps: readonly WizardStep[], valueSets: readonly WizardValues[] = [{}]): WizardField[] {
  const fields = new Map<string, WizardField>();
  for (const step of steps) {
    for (const values of valueSets) {
      for (const field of step.fields(values)) if (!fields.has(field.key)) fields.set(field.key, field);
    }
  }
  return [...fields.values()];
}

/** `1 to 10` for consecutive whole numbers, else `a, b or c`. */
function choicesText(field: WizardField): string {
  const choices = field.choices ?? [];
  if (choices.length === 0) return '';
  const numbers = choices.every((c) => typeof c === 'number');
  const consecutive = numbers && choices.every((c, i) => i === 0 || (c as number) === (choices[i - 1] as number) + 1);
  if (consecutive && choices.length > 2) return `${choices[0]} to ${choices.at(-1)}`;
  const words = choices.filter((c) => c !== '').map(String);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

/** The help text from the model: label, hint and choices (`Minimum capacity: micro, small_1 or medium_1`). */
export function fieldHelp(field: WizardField): string {
  if (field.kind === 'secret') return `${field.label}: read from stdin (never a flag value)`;
  const choices = choicesText(field);
  const hint = field.hint ? `${field.hint.charAt(0).toLowerCase()}${field.hint.slice(1)}` : '';
  if (choices && hint) return `${field.label}: ${choices} (${hint})`;
  return choices || hint ? `${field.label}: ${choices || hint}` : field.label;
}

/** `on`/`off` (also true/false, yes/no) for a toggle; the error names the flag. */
export function onOffOf(flag: string) {
  return (text: string): boolean => {
    const value = text.trim().toLowerCase();
    if (['on', 'true', 'yes'].includes(value)) return true;
    if (['off', 'false', 'no'].includes(value)) return false;
    throw new UsageError(`${flag} '${text}' is not on or off.`);
  };
}

/** One field as a command option, by the model and the command's rendering. */
export function fieldOption(field: WizardField, rendering: FlagRendering = {}): OptionSpec {
  const flag = flagOfField(field, rendering);
  const numbers = (field.choices?.length ?? 0) > 0 && field.choices!.every((c) => typeof c === 'number');
  const derived: { value?: string; parse?: (text: string) => unknown } = rendering.file
    ? { value: '<file>' }
    : field.kind === 'secret'
      ? {}
      : field.kind === 'toggle'
        ? { value: '<on|off>', parse: onOffOf(flag) }
        : numbers
          ? { value: '<n>', parse: integerOption(flag) }
          : { value: field.kind === 'choice' ? '<choice>' : '<value>' };
  const value = rendering.switch ? undefined : (rendering.value ?? derived.value);
  const option: OptionSpec = {
    flags: value ? `${flag} ${value}` : flag,
    description:
      rendering.description ?? (rendering.note ? `${fieldHelp(field)} (${rendering.note})` : fieldHelp(field)),
  };
  const parse = rendering.parse ?? (rendering.switch ? undefined : derived.parse);
  if (parse) option.parse = parse;
  if (rendering.defaultHelp) option.defaultHelp = rendering.defaultHelp;
  return option;
}

/** The fields' options, by commander's name for each flag; fields answered by an argument or no flag are left out. */
export function modelOptions(
  fields: readonly WizardField[],
  renderings: FlagRenderings = {},
): Record<string, OptionSpec> {
  const options: Record<string, OptionSpec> = {};
  for (const field of fields) {
    const given = renderings[field.key];
    const rendering = flagRendering(given);
    if (given && !rendering) continue;
    options[optionNameOf(flagOfField(field, rendering))] = fieldOption(field, rendering);
  }
  return options;
}

/**
 * Each field's key to what the user typed for it, for messages: its flag, the argument's name in capitals
 * (`DOMAIN`), or the flag that answers a field without its own (`--repo`).
 */
export function fieldFlags(fields: readonly WizardField[], renderings: FlagRenderings = {}): Record<string, string> {
  const flags: Record<string, string> = {};
  for (const field of fields) {
    const given = renderings[field.key];
    if (given && 'argument' in given) flags[field.key] = argumentWord(given.argument);
    else if (given && 'noFlag' in given) {
      if (given.by) flags[field.key] = given.by;
    } else flags[field.key] = flagOfField(field, given);
  }
  return flags;
}

/** How `modelAnswers` reads what a flag points at and what the command's arguments say. */
export interface AnswerInputs {
  /** The command's arguments by name. */
  args?: Readonly<Record<string, unknown>>;
  /** Reads a `file` rendering's file (default: its text, the error naming the flag). */
  readFile?: (path: string, flag: string) => Promise<string>;
}

/**
 * The parsed options (and arguments) as the model's answers, by field key (an option not given is left out). A
 * secret's flag says "read it from stdin": `readSecret(flag)` reads it; a `file` rendering's flag names a file whose
 * text is the answer. A rendering's `answers` turns the value into the answers of several fields.
 */
export async function modelAnswers(
  fields: readonly WizardField[],
  options: Readonly<Record<string, unknown>>,
  readSecret: (flag: string) => Promise<string>,
  renderings: FlagRenderings = {},
  inputs: AnswerInputs = {},
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    const given = renderings[field.key];
    if (given && 'argument' in given) {
      if (inputs.args?.[given.argument] !== undefined) answers[field.key] = inputs.args[given.argument];
      continue;
    }
    const rendering = flagRendering(given);
    if (given && !rendering) continue;
    const flag = flagOfField(field, rendering);
    let value = options[optionNameOf(flag)];
    if (value === undefined) continue;
    if (rendering?.file) value = await (inputs.readFile ?? readTextFile)(String(value), flag);
    else if (field.kind === 'secret') {
      if (value !== true) continue;
      value = await readSecret(flag);
    }
    if (rendering?.answers) {
      for (const [key, answer] of Object.entries(rendering.answers(value as never))) {
        if (answer !== undefined) answers[key] = answer;
      }
    } else answers[field.key] = value;
  }
  return answers;
}

/** The keys a model command's `--file` takes: its fields' keys, and any the call takes besides (call-only). */
export function fileKeysOf(fields: readonly WizardField[], callOnly: readonly string[] = []): string[] {
  return [...fields.map((field) => field.key), ...callOnly];
}
