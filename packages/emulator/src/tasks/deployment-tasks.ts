import type { AppContext } from '../context.js';
import { DEPLOYMENT_ACTIONS, EXPECTED_LOG_LINES } from '../domain.js';
import type { ActivityRecord } from '../store/activities.js';
import type { Deployment } from '../store/deployments.js';
import type { User } from '../store/users.js';

/** What each deployment task says in notifications. */
const LABELS: Record<string, { title: string; past: string }> = {
  [DEPLOYMENT_ACTIONS.activate]: { title: 'Deploy tag', past: 'deployed' },
  [DEPLOYMENT_ACTIONS.update]: { title: 'Update tag', past: 'updated' },
  [DEPLOYMENT_ACTIONS.deactivate]: { title: 'Undeploy tag', past: 'undeployed' },
  [DEPLOYMENT_ACTIONS.switchOver]: { title: 'Switch over', past: 'switched over' },
  [DEPLOYMENT_ACTIONS.backup]: { title: 'Backup', past: 'backed up' },
  [DEPLOYMENT_ACTIONS.addDomain]: { title: 'Add custom domain', past: 'given its new domain' },
  [DEPLOYMENT_ACTIONS.startHttps]: { title: 'Force HTTPS', past: 'switched to HTTPS only' },
  [DEPLOYMENT_ACTIONS.stopHttps]: { title: 'Stop forcing HTTPS', past: 'switched back to HTTP and HTTPS' },
};

/** The task's log lines (without timestamps), as many as EXPECTED_LOG_LINES gives. */
export function deploymentLines(action: string, d: Deployment, projectName: string): string[] {
  const total = EXPECTED_LOG_LINES[action] ?? 30;
  const image = String(d.containerImage ?? 'image');
  const host = String(d.hostname ?? 'host');
  const head = `Task ${action} started for tag ${d.name} (image ${image}, project ${projectName}).`;
  const tail = action === DEPLOYMENT_ACTIONS.deactivate ? 'Tag undeployed.' : `Done: https://${host}`;
  const steps: Array<(k: number, n: number) => string> = [
    (k, n) => `Pulling image ${image}... ${Math.round((k / n) * 100)}%`,
    (k, n) => `Applying manifests for ${d.name} (${k}/${n})...`,
    (k, n) => `Waiting for pods of ${d.name} (check ${k}/${n})...`,
  ];
  const middle = total - 2;
  const lines = [head];
  for (let i = 0; i < middle; i++) {
    const phase = Math.min(steps.length - 1, Math.floor((i * steps.length) / middle));
    lines.push(steps[phase]!(i + 1, middle));
  }
  lines.push(tail);
  return lines;
}

export interface DeploymentTask {
  action: string;
  deployment: Deployment;
  user: User;
  fail?: boolean;
  /** Applied inside the finishing transaction when the task succeeds. */
  onSuccess(at: string): void;
}

/** Starts a deployment task through the task runner and makes it the deployment's last activity. */
export function startDeploymentTask(ctx: AppContext, task: DeploymentTask): ActivityRecord {
  const d = task.deployment;
  const project = ctx.store.projects.get(d.project);
  const projectName = String(project?.name ?? 'project');
  const label = LABELS[task.action] ?? { title: task.action, past: 'processed' };
  const environment = (d.environment ?? null) as { _id?: string } | null;
  const record = ctx.tasks.startSubject({
    action: task.action,
    user: task.user,
    workspaceId: d.workspace,
    projectId: d.project,
    environmentId: environment?._id ?? null,
    data: { deployment: d._id },
    lines: deploymentLines(task.action, d, projectName),
    fail: task.fail,
    finish(succeeded, at) {
      if (succeeded) task.onSuccess(at);
      return succeeded
        ? {
            title: `${label.title} succeeded`,
            message: `Tag ${d.name} of project ${projectName} was ${label.past} successfully.`,
            status: 'SUCCESS',
          }
        : {
            title: `${label.title} failed`,
            message: `Tag ${d.name} of project ${projectName} could not be ${label.past}. Open the task log for details.`,
            status: 'ERROR',
          };
    },
  });
  ctx.store.deployments.setLastActivity(d._id, record.id);
  return record;
}
