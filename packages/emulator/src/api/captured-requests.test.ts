/**
 * The requests the platform's vendor captured from its own web panel and sends from its verified real-platform
 * client (public repository devpanel-lc/dpmcp, `src/clients/real-devpanel.ts`: the activate body captured
 * 2026-08-03, the full-configuration update captured 2026-08-06, the `{"type":"MANUAL"}` backup). The values
 * below are those captured values, written out here; the emulator must take each request as the platform does,
 * and its application answer must carry the fields that client reads back before an update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Loose, signIn, startTestEmulator, type TestEmulator, waitFor } from '../test-support.js';

let emu: TestEmulator;
let owner: string;
let base: string;

/** The captured activate body, as the web panel sends it. */
const CAPTURED_ACTIVATE = {
  copyDatabaseFilesType: '',
  isEnablePgDb: false,
  isEnableBasicAuth: false,
  filePermissionLevel: 'stricterPermission',
  containerImage: 'devpanel/php:8.3-base-rc',
  secretManager: '',
  appRoot: '/var/www/html',
  webRoot: '/var/www/html/web',
  capacity: 'micro',
  capacityLimit: 'micro',
  groupType: 'on-demand',
  storage: 5,
  isEnableEditor: false,
  isEnablePMA: false,
};

/** The captured update's fixed values, used where the application's answer lacks the field. */
const CAPTURED_UPDATE_FALLBACKS = {
  appRoot: '/var/www/html',
  webRoot: '/var/www/html/web',
  codesDirectory: '/var/www/html',
  startAppScript: 'tail -f ~/dev/log',
  imagePullPolicy: 'Always',
  filePermissionLevel: 'stricterPermission',
  isEnablePPA: false,
  isEnableBasicAuth: false,
  ipRestrictionSlug: '',
  isEnable: true,
};

/** Fields the verified client refuses to guess: the application's answer must carry them with these types. */
const READ_BACK = {
  containerImage: 'string',
  groupType: 'string',
  capacity: 'string',
  capacityLimit: 'string',
  storage: 'number',
  isEnablePMA: 'boolean',
  isEnableEditor: 'boolean',
} as const;

beforeAll(async () => {
  emu = await startTestEmulator({ taskSpeed: 200 });
  owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
  const workspace = (await api(emu.origin, owner, '/workspaces?search=Acme%20Production')).body.data[0];
  const project = (await api(emu.origin, owner, `/workspaces/${workspace._id}/projects?search=marketing-site`)).body
    .data[0];
  base = `/workspaces/${workspace._id}/projects/${project._id}/applications`;
});
afterAll(() => emu?.dispose());

async function application(branch: string): Promise<Loose> {
  const list = (await api(emu.origin, owner, `${base}?pageIndex=1&pageSize=20`)).body.data as Loose[];
  const found = list.find((app) => app.originBranch === branch);
  return (await api(emu.origin, owner, `${base}/${found._id}`)).body;
}

/** Waits for the application's last task to end and answers its status. */
async function settled(id: string): Promise<string> {
  return waitFor(async () => {
    const app = (await api(emu.origin, owner, `${base}/${id}`)).body;
    const status = app.lastActivity?.status;
    return status === 'SUCCESS' || status === 'ERROR' ? status : undefined;
  }, 20_000);
}

/** The full-configuration update body the verified client builds from the application's answer. */
function updateBodyFrom(app: Loose, flip: Record<string, boolean>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(CAPTURED_UPDATE_FALLBACKS))
    body[key] = typeof app[key] === typeof fallback ? app[key] : fallback;
  for (const [key, type] of Object.entries(READ_BACK)) {
    if (typeof app[key] !== type) throw new Error(`the application answer lacks ${key} (${type})`);
    body[key] = app[key];
  }
  return { ...body, ...flip };
}

describe('the verified client’s captured requests against the emulator', () => {
  it('Given a branch never deployed, When the captured activate body is sent, Then it deploys with those settings', async () => {
    const app = await application('feature-login');
    const answer = await api(emu.origin, owner, `${base}/${app._id}/activate`, {
      method: 'PATCH',
      body: JSON.stringify(CAPTURED_ACTIVATE),
    });
    expect([answer.status, answer.body.message]).toEqual([200, undefined]);
    expect(await settled(app._id)).toBe('SUCCESS');
    const after = await application('feature-login');
    expect(after).toMatchObject({
      status: 'DEPLOY_APPLICATION_SUCCESS',
      filePermissionLevel: 'stricterPermission',
      containerImage: 'devpanel/php:8.3-base-rc',
      capacity: 'micro',
      capacityLimit: 'micro',
      groupType: 'on-demand',
      storage: 5,
      isEnableEditor: false,
      isEnablePMA: false,
    });
  });

  it.each([
    ['the code editor', { isEnableEditor: true }],
    ['PhpMyAdmin', { isEnablePMA: true }],
  ])(
    'Given a running branch, When the captured full update turns on %s, Then it is saved and read back',
    async (_, flip) => {
      const app = await application('main');
      const answer = await api(emu.origin, owner, `${base}/${app._id}/update`, {
        method: 'PATCH',
        body: JSON.stringify(updateBodyFrom(app, flip)),
      });
      expect([answer.status, answer.body.message]).toEqual([200, undefined]);
      expect(await settled(app._id)).toBe('SUCCESS');
      expect(await application('main')).toMatchObject({ ...flip, capacity: app.capacity, groupType: app.groupType });
    },
  );

  it('Given a running branch, When the captured backup body {"type":"MANUAL"} is sent, Then a backup of the spec’s default parts starts', async () => {
    const app = await application('main');
    const answer = await api(emu.origin, owner, `${base}/${app._id}/backups`, {
      method: 'POST',
      body: JSON.stringify({ type: 'MANUAL' }),
    });
    expect([answer.status, answer.body.message]).toEqual([201, undefined]);
    expect(answer.body).toMatchObject({ type: 'MANUAL' });
    expect(Object.keys(answer.body).filter((key) => key.endsWith('File'))).toEqual(
      expect.arrayContaining(['databaseFile', 'filesFile', 'sourcecodeFile']),
    );
  });

  it('Given the spec’s words instead of the wire value, When updating, Then 400 names the values the platform takes', async () => {
    const app = await application('staging');
    const answer = await api(emu.origin, owner, `${base}/${app._id}/update`, {
      method: 'PATCH',
      body: JSON.stringify({ filePermissionLevel: 'looser', capacity: '250m-512Mi' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([
      'filePermissionLevel must be one of the following values: stricterPermission, looserPermission',
      'capacity is invalid',
    ]);
  });
});
