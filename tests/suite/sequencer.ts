import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order `npm test` hands files to its two workers: the longest first, so the run does not end with one worker on
 * a long file while the other has nothing left (vitest's own order is by project name, then by the durations of the
 * last run on this machine, or by file size on a fresh clone such as CI's).
 *
 * Projects stay in blocks: a worker keeps its process (its loaded modules, its Chromium) only while the next file is
 * of the same project. The blocks go from long files to short ones: the browser files, the end-to-end files, then the
 * unit files, which fill the end of the run.
 *
 * A file's duration is the one in `durations.json` (seconds of one whole run; only their order matters, rewrite it
 * with `update-durations.mjs` beside it); a file not in it yet (a new test) counts as the median of its project, so
 * it lands mid-block.
 */
const PROJECT_ORDER = ['web', 'e2e', 'unit'];

type Durations = Record<string, number>;

function loadDurations(): Durations {
  try {
    return JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Durations;
  } catch {
    return {};
  }
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = loadDurations();
    const root = this.ctx.config.root;
    const keyOf = (spec: TestSpecification) => relative(root, spec.moduleId);
    const projectOf = (spec: TestSpecification) => spec.project.name;
    const medians = new Map<string, number>();
    for (const name of new Set(files.map(projectOf))) {
      const known = files.filter((f) => projectOf(f) === name && durations[keyOf(f)] !== undefined);
      medians.set(name, median(known.map((f) => durations[keyOf(f)]!)));
    }
    const durationOf = (spec: TestSpecification) => durations[keyOf(spec)] ?? medians.get(projectOf(spec)) ?? 0;
    const rank = (spec: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(projectOf(spec));
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    return [...files].sort(
      (a, b) => rank(a) - rank(b) || durationOf(b) - durationOf(a) || keyOf(a).localeCompare(keyOf(b)),
    );
  }
}
