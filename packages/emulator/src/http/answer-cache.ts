import type { Db } from '../store/database.js';

/** A JSON answer as sent: status, the route's headers (content type included) and the body's bytes. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  payload: Buffer;
}

/** Answers kept at most; past it the cache starts afresh (a bound, not an eviction policy). */
const MAX_ANSWERS = 1_000;

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * Answers of the routes marked `cached` (their answer depends only on the database, the user and the URL), kept
 * until anything writes to the database: a row changed through this connection (`total_changes()`, triggers
 * included) or a commit by another connection on the same file (`PRAGMA data_version`) empties the cache.
 */
export function createAnswerCache(db: Db) {
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const answers = new Map<string, CachedAnswer>();
  let seenChanges = -1;
  let seenVersion = -1;
  let generation = 0;

  /** Empties the cache when the database changed since the last look; answers the current generation. */
  function sync(): number {
    const changes = totalChanges.get();
    const version = dataVersion.get();
    if (changes !== seenChanges || version !== seenVersion) {
      answers.clear();
      seenChanges = changes ?? 0;
      seenVersion = version ?? 0;
      generation++;
    }
    return generation;
  }

  return {
    /** The answer kept for key, if nothing was written since it was kept. */
    get(key: string): CachedAnswer | undefined {
      sync();
      return answers.get(key);
    },
    /** The database's generation now: pass it to `set` with the answer built from what was read after it. */
    generation: sync,
    /** Keeps an answer built since `since`, unless something was written meanwhile (then it may be stale). */
    set(key: string, since: number, answer: CachedAnswer): void {
      if (sync() !== since) return;
      if (answers.size >= MAX_ANSWERS) answers.clear();
      answers.set(key, answer);
    },
  };
}
