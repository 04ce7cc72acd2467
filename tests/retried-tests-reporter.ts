import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * CI gives a failed end-to-end test one more try (vitest.config.ts). vitest's own reporters print nothing about a
 * test that then passes but "(retry x1)", so the cause of a flaky first try is lost with the run. This reporter keeps
 * the first try's errors (vitest leaves them on the passed result) and prints them when the run ends, so the next
 * person can fix the race instead of guessing at it.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state !== 'passed' || testCase.diagnostic()?.retryCount === 0) return;
    const errors = (result.errors ?? []).map((error) => {
      const where =
        error.stack
          ?.split('\n')
          .find((line) => line.includes('.test.'))
          ?.trim() ?? '';
      return `    ${error.message?.split('\n')[0] ?? String(error)}${where ? `\n      ${where}` : ''}`;
    });
    this.retried.push(
      `  ${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}\n${errors.join('\n')}`,
    );
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    process.stdout.write(`\nPassed only on a retry (the first try's errors):\n${this.retried.join('\n')}\n`);
  }
}
