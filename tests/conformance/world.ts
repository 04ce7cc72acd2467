/**
 * The ids the conformance run fills the SDK's arguments with: the demo world's Acme Production, its storefront
 * project and branches, a tag, a domain, and the first entity of each admin list. An id the world lacks is
 * NOBODY: the request is still what the SDK sends, and only 2xx answers are checked against the contract.
 */
import type { SkiffClient } from '@skiff/sdk';

export const NOBODY = '0000000000000000000000aa';

export interface ConformanceWorld {
  workspace: string;
  project: string;
  /** storefront's main branch: running. */
  main: string;
  /** storefront's feature-login branch: never deployed. */
  fresh: string;
  environment: string;
  developer: string;
  activity: string;
  deployment: string;
  snapshot: string;
  notification: string;
  catalog: string;
  team: string;
  domain: string;
  forgeApplication: string;
  forgeSubmission: string;
  forgeTemplate: string;
  decoupledApplication: string;
  email: string;
  /** What a browser does with a URL the SDK builds (OAuth starts): a plain GET through the recorded client. */
  open(url: string): Promise<unknown>;
}

const first = (items: readonly { _id?: unknown }[]): string => String(items[0]?._id ?? NOBODY);

/** Reads (and makes the few missing pieces of) the world through the SDK as the instance owner. */
export async function conformanceWorld(owner: SkiffClient): Promise<ConformanceWorld> {
  const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
  const project = (await owner.projects.list(acme._id, { search: 'storefront' })).items[0]!;
  const apps = (await owner.applications.list(acme._id, project._id, { pageSize: 50 })).items;
  const main = apps.find((a) => a.originBranch === 'main')!._id;
  const fresh = apps.find((a) => a.originBranch === 'feature-login')!._id;
  const tag = await owner.deployments.create(acme._id, project._id, {
    name: 'v-conformance',
    containerImage: 'nginx:1',
  });
  const ids = { workspaceId: acme._id, projectId: project._id, applicationId: main };
  await owner.applications.domains.add(ids, { domain: 'conformance.example.com' }).catch(() => undefined);
  const domains = (await owner.domains.list(acme._id, {})).items;
  const detail = (await owner.applications.getById(main)) as { snapshots?: { _id?: string }[] };
  const profile = await owner.users.profile();
  const forge = (await owner.drupalForge.list({ email: String(profile.email) })).items[0] as
    | { _id?: string; drupalForge?: { submissionId?: string } }
    | undefined;
  const decoupled = (await owner.decoupledIo.list(777, { email: String(profile.email) })).items;
  const members = (await owner.members.list({ search: 'dev@demo' })).items;
  return {
    workspace: acme._id,
    project: project._id,
    main,
    fresh,
    environment: String((acme.environment as { _id?: string } | null)?._id ?? NOBODY),
    developer: first(members),
    activity: first((await owner.applications.activitiesOf(main, {})).items),
    deployment: String((tag as { _id?: string })._id ?? NOBODY),
    snapshot: first(detail.snapshots ?? []),
    notification: first((await owner.notifications.list({})).items),
    catalog: first((await owner.catalogs.list({})).items),
    team: first((await owner.teams.list({})).items),
    domain: first(domains),
    forgeApplication: String(forge?._id ?? NOBODY),
    forgeSubmission: String(forge?.drupalForge?.submissionId ?? NOBODY),
    forgeTemplate: first((await owner.catalogs.listDrupalForge(acme._id, {})).items),
    decoupledApplication: decoupled[0]?.applicationId ?? NOBODY,
    email: String(profile.email),
    open: async () => undefined,
  };
}
