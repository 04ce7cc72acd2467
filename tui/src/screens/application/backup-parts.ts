import { backupErrorsOf } from '@skiff/sdk';
import type { BackupTypes } from '@skiff/sdk/domain';

/** The parts as typed (spec 002 section 7: database, files, source code), in the order they are listed. */
const PART_WORDS: Readonly<Record<string, keyof BackupTypes>> = {
  database: 'database',
  files: 'files',
  source: 'source',
  code: 'source',
};

/**
 * The parts a user typed (`database files`, `database, source`): the choice, or the message for it (an unknown
 * word: ours; nothing chosen: the SDK backup model's "Please select at least one backup type.").
 */
export function parseBackupParts(text: string): { parts: BackupTypes } | { error: string } {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const parts: BackupTypes = {};
  for (const word of words) {
    const part = PART_WORDS[word];
    if (!part) return { error: `Unknown part ${word}: type database, files or source.` };
    parts[part] = true;
  }
  // The SDK's backup model judges the choice ("Please select at least one backup type.").
  const error = backupErrorsOf({ ...parts }, 'application').parts;
  return error ? { error } : { parts };
}

/** The parts as `skiff backups create` flags' words, one a line, for the status line's target. */
export function partsTarget(parts: BackupTypes): string {
  return (['database', 'files', 'source'] as const).filter((part) => parts[part]).join('\n');
}
