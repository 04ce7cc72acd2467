import { UsageError } from './errors.js';

/** A whole number >= `min` from an option value; the error names the option. */
export function integerOption(option: string, min = 1) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min) {
      throw new UsageError(`${option} '${text}' is not a whole number of at least ${min}.`);
    }
    return value;
  };
}

/** A TCP port (0 picks a free one). */
export function portOption(text: string): number {
  const value = integerOption('--port', 0)(text);
  if (value > 65535) throw new UsageError(`--port '${text}' is not a port: use 1-65535, or 0 to pick a free port.`);
  return value;
}

/** A positive number (e.g. a speed factor). */
export function positiveNumberOption(option: string) {
  return (text: string): number => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new UsageError(`${option} '${text}' is not a positive number.`);
    return value;
  };
}
