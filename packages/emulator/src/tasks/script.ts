import { createHash } from 'node:crypto';
import { areaPhasesFor } from './application-area-actions.js';

/** What a task's log lines talk about. */
export interface ScriptContext {
  applicationName: string;
  branch: string;
  project: string;
  repository: string;
  hostname: string;
  cluster: string;
  image: string;
  replicas: number;
}

type Phase = { weight: number; line: (k: number, n: number) => string };

const MANIFESTS = [
  'namespace',
  'configmap',
  'secret',
  'persistentvolumeclaim',
  'deployment',
  'service',
  'ingress',
  'horizontalpodautoscaler',
];
const BUILD_STEPS = [
  'FROM base image',
  'COPY package manifests',
  'RUN install dependencies',
  'COPY sources',
  'RUN build',
  'RUN prune dev dependencies',
  'EXPOSE 8080',
  'CMD start',
];

function shortSha(seed: string, i = 0): string {
  return createHash('sha1').update(`${seed}:${i}`).digest('hex').slice(0, 12);
}

function phasesFor(action: string, c: ScriptContext): { head: string[]; phases: Phase[]; tail: string[] } {
  const app = c.applicationName;
  switch (action) {
    case 'DEPLOY_APPLICATION':
      return {
        head: [
          `Task DEPLOY_APPLICATION started for ${app} (branch ${c.branch}, project ${c.project}).`,
          `Target cluster: ${c.cluster}.`,
          `Cloning repository ${c.repository} at ${c.branch}...`,
          `Checked out commit ${shortSha(c.repository + c.branch)}.`,
        ],
        phases: [
          { weight: 4, line: (k, n) => `Building image ${c.image}: step ${k}/${n} ${BUILD_STEPS[k % 8]}...` },
          { weight: 2, line: (k) => `Pushing image layer ${shortSha(app, k)}... done` },
          { weight: 1, line: (k, n) => `Pulling image ${c.image}... ${Math.round((k / n) * 100)}%` },
          { weight: 2, line: (k, n) => `Applying manifest ${MANIFESTS[k % MANIFESTS.length]}/${app} (${k}/${n})...` },
          {
            weight: 2,
            line: (k, n) => `Waiting for pods ${Math.ceil((k / n) * c.replicas)}/${c.replicas} (check ${k}/${n})...`,
          },
          { weight: 1, line: (k, n) => `Running health check ${k}/${n} on https://${c.hostname}/...` },
        ],
        tail: [`Certificate for ${c.hostname} is ready.`, `Application deployed: https://${c.hostname}`],
      };
    case 'UNDEPLOY_APPLICATION':
      return {
        head: [`Task UNDEPLOY_APPLICATION started for ${app} (branch ${c.branch}, project ${c.project}).`],
        phases: [
          {
            weight: 2,
            line: (k, n) =>
              `Deleting ${MANIFESTS[MANIFESTS.length - 1 - (k % MANIFESTS.length)]}/${app} (${k}/${n})...`,
          },
          { weight: 2, line: (k, n) => `Waiting for pods to terminate ${n - k}/${n}...` },
          { weight: 1, line: (k, n) => `Releasing volume of ${app}: ${Math.round((k / n) * 100)}%` },
        ],
        tail: [`Removed DNS record ${c.hostname}.`, 'Application undeployed.'],
      };
    case 'PAUSE_APPLICATION':
      return {
        head: [`Task PAUSE_APPLICATION started for ${app}.`, `Saving replica count (${c.replicas}).`],
        phases: [
          { weight: 1, line: (k, n) => `Scaling deployment/${app} to 0 replicas (${k}/${n})...` },
          { weight: 2, line: (k, n) => `Waiting for pods to terminate ${n - k}/${n}...` },
        ],
        tail: ['Application paused.'],
      };
    case 'UNPAUSE_APPLICATION':
      return {
        head: [`Task UNPAUSE_APPLICATION started for ${app}.`],
        phases: [
          { weight: 1, line: (k, n) => `Scaling deployment/${app} to ${c.replicas} replicas (${k}/${n})...` },
          {
            weight: 2,
            line: (k, n) => `Waiting for pods ${Math.ceil((k / n) * c.replicas)}/${c.replicas} (check ${k}/${n})...`,
          },
        ],
        tail: [`Application is running: https://${c.hostname}`],
      };
    default:
      return (
        areaPhasesFor(action, c) ?? {
          head: [`Task ${action} started.`],
          phases: [{ weight: 1, line: (k, n) => `Working... ${k}/${n}` }],
          tail: ['Done.'],
        }
      );
  }
}

/** The text of a task's log lines (without timestamps), exactly `total` of them. */
export function scriptLines(action: string, context: ScriptContext, total: number): string[] {
  const { head, phases, tail } = phasesFor(action, context);
  const middle = Math.max(0, total - head.length - tail.length);
  const weights = phases.reduce((sum, p) => sum + p.weight, 0);
  const lines = head.slice(0, total);
  let left = middle;
  phases.forEach((phase, i) => {
    const n = i === phases.length - 1 ? left : Math.min(left, Math.round((middle * phase.weight) / weights));
    for (let k = 1; k <= n; k++) lines.push(phase.line(k, n));
    left -= n;
  });
  for (const line of tail) if (lines.length < total) lines.push(line);
  return lines.slice(0, total);
}

/** The closing lines of a failed task. */
export function failureLines(action: string): string[] {
  return [
    'ERROR: Readiness probe failed: HTTP probe failed with statuscode: 503',
    `Task ${action} failed: the application did not become ready in time.`,
  ];
}

export const INTERRUPTED_LINE = 'Task interrupted: the emulator stopped while it was running.';

/** A log line as stored and served: an ISO timestamp, a space, the text. */
export function stamp(text: string, at: Date = new Date()): string {
  return `${at.toISOString()} ${text}`;
}
