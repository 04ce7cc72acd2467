import { SECRET_VALUE_REQUIRED_MESSAGE, secretValuesErrors } from '@skiff/sdk/domain';
import { UsageError } from './errors.js';

/** Checks one variable against the spec's rules; the message names the key, never echoes the value. */
function checkVariable(key: string, value: string, where: string): void {
  const [problem] = secretValuesErrors({ [key]: value });
  if (problem) throw new UsageError(`${where} '${key}': ${problem}`);
}

/**
 * Parses `KEY=VALUE` words into a values map (the value may hold `=`; a later KEY wins). Each key must follow the
 * spec's variable rule and each value be non-empty: a bad word is a UsageError with the spec's message.
 */
export function parseKeyValues(words: readonly string[], where = 'KEY=VALUE'): Record<string, string> {
  const values: Record<string, string> = {};
  for (const word of words) {
    const at = word.indexOf('=');
    if (at < 0) throw new UsageError(`${where} '${word}' has no '=': write the name, then =, then the value.`);
    const key = word.slice(0, at);
    const value = word.slice(at + 1);
    checkVariable(key, value, where);
    values[key] = value;
  }
  return values;
}

/** `KEY=VALUE` lines (a .env file or stdin): blank lines and `#` comments are skipped, `export ` is allowed. */
export function parseKeyValueLines(text: string, where: string): Record<string, string> {
  const words = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/^export\s+/, ''));
  return parseKeyValues(words, where);
}

/** Values named by `--from-env NAME`, read from the environment so that they never appear on the command line. */
export function valuesFromEnv(names: readonly string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = env[name] ?? '';
    if (value === '') throw new UsageError(`--from-env '${name}': ${SECRET_VALUE_REQUIRED_MESSAGE} (it is not set).`);
    checkVariable(name, value, '--from-env');
    values[name] = value;
  }
  return values;
}
