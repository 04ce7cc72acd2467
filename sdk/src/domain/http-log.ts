import { stripControlSequences } from './text.js';

/** One HTTP access-log line as the platform sends it: a bare string, or an object with a message and a time. */
export type HttpLogLine = string | { message?: string | null; timestamp?: string | null };

/** A line of an application's HTTP access log, made safe to print (control sequences stripped). */
export interface HttpLogEntry {
  message: string;
  timestamp?: string;
}

/** Reads one HTTP access-log line, in either of its shapes, as text safe to print. */
export function httpLogEntry(line: HttpLogLine): HttpLogEntry {
  if (typeof line === 'string') return { message: stripControlSequences(line) };
  const message = stripControlSequences(line.message ?? '');
  return line.timestamp ? { message, timestamp: line.timestamp } : { message };
}
