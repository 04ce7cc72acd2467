/**
 * The application screens' long actions beyond deploy/pause/unpause/undeploy (spec 002): backup parts, restore,
 * custom domains, forcing HTTPS, configuration upgrade, VPS and static sites. Wired into actions.ts and script.ts.
 * Records whose state follows their activity (backup parts, VPS, static sites) read it at request time, so most of
 * these have no effect on the application itself.
 */
import type { ApplicationState } from '../store/applications.js';
import type { ScriptContext } from './script.js';

export const APPLICATION_AREA_ACTIONS = [
  'UPGRADE_APPLICATION',
  'EXPORT_DATABASE',
  'EXPORT_FILES',
  'EXPORT_SOURCECODE',
  'RESTORE_BACKUP',
  'ADD_CUSTOM_DOMAIN',
  'DELETE_CUSTOM_DOMAIN',
  'START_FORCING_HTTPS',
  'STOP_FORCING_HTTPS',
  'INIT_VPS',
  'DEPLOY_TO_VPS',
  'CREATE_STATIC_SITE',
  'DELETE_SNAPSHOT',
] as const;
export type ApplicationAreaAction = (typeof APPLICATION_AREA_ACTIONS)[number];

export function isApplicationAreaAction(action: string): action is ApplicationAreaAction {
  return (APPLICATION_AREA_ACTIONS as readonly string[]).includes(action);
}

export const APPLICATION_AREA_LABELS: Record<ApplicationAreaAction, { title: string; past: string }> = {
  UPGRADE_APPLICATION: { title: 'Upgrade application', past: 'upgraded' },
  EXPORT_DATABASE: { title: 'Export database', past: 'backed up (database)' },
  EXPORT_FILES: { title: 'Export files', past: 'backed up (files)' },
  EXPORT_SOURCECODE: { title: 'Export sourcecode', past: 'backed up (source code)' },
  RESTORE_BACKUP: { title: 'Restore backup', past: 'restored' },
  ADD_CUSTOM_DOMAIN: { title: 'Add custom domain', past: 'given a custom domain' },
  DELETE_CUSTOM_DOMAIN: { title: 'Delete custom domain', past: 'relieved of a custom domain' },
  START_FORCING_HTTPS: { title: 'Start forcing https', past: 'switched to HTTPS only' },
  STOP_FORCING_HTTPS: { title: 'Stop forcing https', past: 'switched to HTTP and HTTPS' },
  INIT_VPS: { title: 'Init VPS', past: 'connected to a VPS' },
  DEPLOY_TO_VPS: { title: 'Deploy to VPS', past: 'deployed to a VPS' },
  CREATE_STATIC_SITE: { title: 'Create static site', past: 'exported as a static site' },
  DELETE_SNAPSHOT: { title: 'Delete snapshot', past: 'relieved of a snapshot' },
};

/** These need a deployed application (checked here after the shared running-task check). */
export function areaRefusalOf(action: ApplicationAreaAction, app: ApplicationState): string | undefined {
  const deployed = app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING';
  switch (action) {
    case 'INIT_VPS':
    case 'DELETE_SNAPSHOT':
    case 'DELETE_CUSTOM_DOMAIN':
      return undefined;
    default:
      return deployed ? undefined : 'Application is not deployed.';
  }
}

/** The application's state after the action succeeded (most area actions leave it as it is). */
export function areaEffectOf(action: ApplicationAreaAction, app: ApplicationState) {
  const same = { status: app.status, replicas: app.replicas, pausedReplicas: app.pausedReplicas };
  switch (action) {
    case 'UPGRADE_APPLICATION':
      return { ...same, status: 'DEPLOY_APPLICATION_SUCCESS', patch: {} };
    case 'START_FORCING_HTTPS':
      return { ...same, patch: { secureConnection: true } };
    case 'STOP_FORCING_HTTPS':
      return { ...same, patch: { secureConnection: false } };
    default:
      return { ...same, patch: {} };
  }
}

type Phases = {
  head: string[];
  phases: Array<{ weight: number; line: (k: number, n: number) => string }>;
  tail: string[];
};

/** Log line phases of the area actions, or undefined for other actions. */
export function areaPhasesFor(action: string, c: ScriptContext): Phases | undefined {
  if (!isApplicationAreaAction(action)) return undefined;
  const app = c.applicationName;
  const head = [`Task ${action} started for ${app} (branch ${c.branch}, project ${c.project}).`];
  const pct = (k: number, n: number) => Math.round((k / n) * 100);
  switch (action) {
    case 'EXPORT_DATABASE':
      return {
        head,
        phases: [{ weight: 1, line: (k, n) => `Dumping database of ${app}: ${pct(k, n)}%` }],
        tail: ['Database dump uploaded.'],
      };
    case 'EXPORT_FILES':
      return {
        head,
        phases: [{ weight: 1, line: (k, n) => `Archiving files of ${app}: ${pct(k, n)}%` }],
        tail: ['Files archive uploaded.'],
      };
    case 'EXPORT_SOURCECODE':
      return {
        head,
        phases: [{ weight: 1, line: (k, n) => `Packing ${c.repository}@${c.branch}: ${pct(k, n)}%` }],
        tail: ['Source code archive uploaded.'],
      };
    case 'RESTORE_BACKUP':
      return {
        head,
        phases: [{ weight: 1, line: (k, n) => `Restoring backup into ${app}: ${pct(k, n)}%` }],
        tail: ['Backup restored.'],
      };
    case 'UPGRADE_APPLICATION':
      return {
        head,
        phases: [
          { weight: 1, line: (k, n) => `Applying configuration to deployment/${app} (${k}/${n})...` },
          { weight: 2, line: (k, n) => `Rolling out pods ${k}/${n}...` },
        ],
        tail: [`Application upgraded: https://${c.hostname}`],
      };
    case 'DEPLOY_TO_VPS':
    case 'INIT_VPS':
      return {
        head,
        phases: [{ weight: 1, line: (k, n) => `Running remote step ${k}/${n} over SSH...` }],
        tail: ['VPS is ready.'],
      };
    default:
      return {
        head,
        phases: [{ weight: 1, line: (k, n) => `${action.toLowerCase().replaceAll('_', ' ')}: step ${k}/${n}...` }],
        tail: ['Done.'],
      };
  }
}
