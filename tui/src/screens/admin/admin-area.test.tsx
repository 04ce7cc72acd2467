import { NotFoundError } from '@skiff/sdk';
import {
  DATABASES_COMING_SOON_TEXT,
  ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE,
  ENVIRONMENT_PROTECTED_MESSAGE,
  PAGE_MESSAGES,
} from '@skiff/sdk/domain';
import { DEMO_DEV } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS, type RenderedApp } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession({ push: false, taskSpeed: 200 });
/** The emulator's instance administrator (not the owner). */
const INSTANCE_ADMIN = 'ops@demo.skiff.dev';

/** Presses A on Home until the admin area opens (the profile that says who may arrives in an effect). */
async function openAdmin(app: RenderedApp): Promise<string> {
  await app.waitForText('Workspaces (');
  return app.waitForText((frame) => {
    if (frame.includes('Home > Admin > Clusters')) return true;
    void app.press('A');
    return false;
  }, 'the admin area');
}

/** Filters the clusters list to one name and opens it. */
async function openCluster(app: RenderedApp, name: string): Promise<string> {
  await openAdmin(app);
  await app.waitForText('Clusters (');
  await app.press('/', ...name, KEYS.enter);
  await app.waitForText(`Clusters (1 of`);
  await app.press(KEYS.enter);
  await app.waitForText(`Home > Admin > Clusters > ${name} > Overview`);
  return app.waitForText('Created by');
}

describe('the admin entry (issue 5, spec 003 sections 2.9 and 6)', () => {
  it('Given the instance owner on Home, When A is pressed, Then the clusters list opens with the sections as tabs and its skiff command', async () => {
    const app = session.render();
    await openAdmin(app);
    const frame = await app.waitForText('broken-westus-aks');
    expect(frame).toContain('[Clusters] Cloud accounts Hosted zones Members Administrators Templates');
    expect(frame).toMatch(/broken-westus-aks\s+ERROR\s+Azure/);
    expect(frame).toContain('$ skiff clusters list');
    const all = await collect(session.client.environments.list());
    expect(frame).toContain(`Clusters (${all.length})`);
    await app.press(KEYS.tab);
    await app.waitForText('Home > Admin > Cloud accounts');
    await app.waitForText('$ skiff cloud-accounts list');
  });

  it('Given the owner, When the palette is asked for "admin templates", Then it goes to the templates', async () => {
    const app = session.render();
    await openAdmin(app);
    await app.press(KEYS.escape);
    await app.waitForText('Workspaces (');
    await app.press(':', ...'admin templates');
    await app.waitForText('Go to Admin: Templates');
    await app.press(KEYS.enter);
    await app.waitForText('Home > Admin > Templates');
    await app.waitForText('$ skiff templates list');
  });

  it('Given a developer, When A is pressed on Home and the palette is searched for admin, Then no admin entry exists', async () => {
    const developer = await session.emulator.clientFor(DEMO_DEV);
    expect((await developer.users.profile()).role).not.toMatch(/INSTANCE_(OWNER|ADMIN)/);
    const app = session.render({ client: developer });
    await app.waitForText('Workspaces (');
    await app.press('A', ':', ...'admin');
    const frame = await app.waitForText((f) => f.includes('admin'), 'the palette query');
    expect(frame).not.toContain('Go to Admin');
    expect(frame).not.toContain('Home > Admin');
    expect(frame).not.toContain(PAGE_MESSAGES.forbidden);
  });
});

describe('a cluster and its tabs (spec 003 section 2.10)', () => {
  it('Given an ACTIVE cluster, When Tab goes through its tabs, Then each shows its rows and the status line its skiff command', async () => {
    const app = session.render();
    const overview = await openCluster(app, 'acme-prod-eks');
    expect(overview).toMatch(/Status\s+ACTIVE/);
    expect(overview).toMatch(/Protected\s+Yes/);
    expect(overview).toContain('$ skiff clusters get acme-prod-eks');
    await app.press(KEYS.tab);
    await app.waitForText('Workspaces of acme-prod-eks');
    await app.waitForText('Acme Production');
    await app.press(KEYS.tab);
    await app.waitForText(/acme-prod-eks-node-/.source);
    await app.waitForText('$ skiff clusters get acme-prod-eks --nodes');
    await app.press(KEYS.tab);
    await app.waitForText('Namespaces of acme-prod-eks (');
    await app.waitForText('acme-production');
    await app.waitForText('--namespaces');
    await app.press(KEYS.tab);
    await app.waitForText('Pods of acme-prod-eks');
    await app.waitForText('Running');
    await app.press(KEYS.tab);
    await app.waitForText(DATABASES_COMING_SOON_TEXT);
    await app.press(KEYS.tab);
    await app.waitForText('Storage of acme-prod-eks (');
    const storage = await app.waitForText('Bound');
    expect(storage).toMatch(/Volume\s+pvc-/);
    expect(storage).toContain('Claim');
    await app.waitForText('$ skiff clusters get acme-prod-eks --volumes');
    await app.press(KEYS.tab);
    await app.waitForText('Activities of acme-prod-eks');
    await app.press(KEYS.tab);
    const settings = await app.waitForText('Home > Admin > Clusters > acme-prod-eks > Settings');
    expect(settings).toMatch(/Protected\s+Yes/);
    await app.press(KEYS.tab);
    await app.waitForText('> acme-prod-eks > Overview');
  });

  it('Given a cluster in ERROR, When Tab goes through its tabs, Then the ACTIVE-only ones are skipped', async () => {
    const app = session.render();
    await openCluster(app, 'broken-westus-aks');
    const seen: string[] = [];
    for (const next of ['Workspaces', 'Activities', 'Settings', 'Overview']) {
      await app.press(KEYS.tab);
      await app.waitForText(`> broken-westus-aks > ${next}`);
      seen.push(next);
    }
    expect(seen).toEqual(['Workspaces', 'Activities', 'Settings', 'Overview']);
  });

  it('Given the settings of a cluster with deployments, When D is pressed, Then the deletion is refused with the reason', async () => {
    const app = session.render();
    await openCluster(app, 'forge-nyc1-doks');
    await app.press(...Array.from({ length: 8 }, () => KEYS.tab));
    await app.waitForText('> forge-nyc1-doks > Settings');
    const frame = await app.waitForText(ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE);
    expect(frame).toContain('p protect');
    await app.press('D');
    await app.waitForText(
      (f) => f.split(ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE).length === 3,
      'the reason as the notice too',
    );
    expect(app.frame()).not.toContain('Type forge-nyc1-doks to confirm');
  });

  it('Given a protected cluster and an instance admin, When D is pressed, Then only the instance owner may delete it', async () => {
    const admin = await session.emulator.clientFor(INSTANCE_ADMIN);
    const app = session.render({ client: admin });
    await openCluster(app, 'acme-prod-eks');
    await app.press(...Array.from({ length: 8 }, () => KEYS.tab));
    await app.waitForText('> acme-prod-eks > Settings');
    await app.waitForText(ENVIRONMENT_PROTECTED_MESSAGE);
    await app.press('D');
    await app.waitForText((f) => f.split(ENVIRONMENT_PROTECTED_MESSAGE).length === 3, 'the reason as the notice too');
    expect(app.frame()).not.toContain('Type acme-prod-eks to confirm');
  });

  it('Given a free cluster, When p protects it and D is confirmed by its name, Then the status line shows each command, the task starts, and once the cluster is gone the screen goes back', async () => {
    const app = session.render();
    await openCluster(app, 'spare-fra1-doks');
    await app.press(...Array.from({ length: 8 }, () => KEYS.tab));
    await app.waitForText('> spare-fra1-doks > Settings');
    await app.press('p');
    await app.waitForText('spare-fra1-doks is protected.');
    await app.waitForText('$ skiff clusters protect spare-fra1-doks on');
    expect((await session.client.environments.list({ search: 'spare' })).items[0]?.isProtected).toBe(true);
    await app.press('p');
    await app.waitForText('spare-fra1-doks is no longer protected.');
    await app.waitForText('$ skiff clusters protect spare-fra1-doks off');
    await app.press('D');
    await app.waitForText('Type spare-fra1-doks to confirm');
    await app.press(...'spare', KEYS.enter);
    await app.waitForText("Please type 'spare-fra1-doks' to confirm");
    await app.press(...'-fra1-doks', KEYS.enter);
    const frame = await app.waitForText((f) => /Deleting spare-fra1-doks: task \S+ started\./.test(f), 'the task news');
    expect(frame).toContain('$ skiff clusters delete spare-fra1-doks --yes --wait');
    // Once its task removed it, the next reload (r) finds it gone and goes back to the list.
    const gone = await app.waitForText((f) => {
      if (f.includes('The cluster spare-fra1-doks is gone.')) return true;
      if (f.includes('> spare-fra1-doks > Settings')) void app.press('r');
      return false;
    }, 'the cluster gone');
    expect(gone).toContain('Home > Admin > Clusters');
  });

  it('Given a cluster, When F is confirmed by its name, Then only the record goes, the screen goes back and the list no longer has it', async () => {
    const app = session.render();
    await openCluster(app, 'wonka-cluster');
    await app.press(...Array.from({ length: 8 }, () => KEYS.tab));
    await app.waitForText('> wonka-cluster > Settings');
    await app.waitForText('F removes the record only');
    await app.press('F', ...'wonka-cluster', KEYS.enter);
    const frame = await app.waitForText('The cluster wonka-cluster was removed.');
    expect(frame).toContain('Home > Admin > Clusters');
    expect(frame).toContain('$ skiff clusters delete wonka-cluster --force --yes');
    await app.waitForText('Clusters (0 of', 'the list reloaded, without it');
    const found = await collect(session.client.environments.list({ search: 'wonka' }));
    expect(found.map((c) => c.name)).not.toContain('wonka-cluster');
    await expect(session.client.environments.get('missing-id')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the admin area at 80 columns (the narrow layout)', () => {
  it('Given an 80-column terminal, When the clusters, a cluster and the new-cluster form are shown, Then every line fits', async () => {
    const app = session.render();
    app.resize(80);
    const fits = (frame: string) => frame.split('\n').every((line) => Array.from(line).length <= 80);
    await openAdmin(app);
    let frame = await app.waitForText('broken-westus-aks');
    expect(fits(frame)).toBe(true);
    expect(frame).not.toContain('Last activity');
    await app.press('/', ...'acme-prod-eks', KEYS.enter, KEYS.enter);
    frame = await app.waitForText('Created by');
    expect(fits(frame)).toBe(true);
    await app.press(KEYS.escape);
    await app.waitForText('Clusters (1 of');
    await app.press('a');
    frame = await app.waitForText('Home > Admin > New cluster');
    frame = await app.waitForText('I agree to the Terms');
    expect(fits(frame)).toBe(true);
  });
});
