import { notFound } from '../http/errors.js';
import { stableId } from '../ids.js';
import type { KnownRepository } from '../store/user-admin.js';
import type { ApiRequest, RouteDef } from './types.js';

/**
 * The emulator has no git host: the repositories it offers are those the world's projects are linked to, the
 * owners are theirs plus the user's own linked username, and the branches are the projects' applications.
 * `gitProvider` (GITHUB, GITLAB, BITBUCKET, DRUPALCODE) narrows every list; without it all providers count.
 */
function reposOf(req: ApiRequest): KnownRepository[] {
  const provider = req.query.get('gitProvider')?.toUpperCase();
  return req.ctx.store.userAdmin.knownRepositories().filter((r) => !provider || r.provider === provider);
}

function repositoryView(repo: KnownRepository) {
  return {
    id: stableId(`repository:${repo.provider}/${repo.owner}/${repo.name}`),
    name: repo.name,
    fullName: `${repo.owner}/${repo.name}`,
    owner: repo.owner,
    gitProvider: repo.provider,
    defaultBranch: repo.branches.includes('main') ? 'main' : (repo.branches[0] ?? 'main'),
    private: true,
  };
}

function list<T>(items: T[]) {
  return { body: { data: items, totalItem: items.length }, headers: { 'x-total-count': String(items.length) } };
}

function owners(req: ApiRequest) {
  const repos = reposOf(req);
  const names = new Set(repos.map((r) => r.owner));
  const user = req.ctx.store.users.findById(req.user._id)!;
  for (const token of (user.data.gitTokens ?? []) as Array<{ username?: string }>) {
    if (token.username) names.add(token.username);
  }
  return list([...names].sort().map((login) => ({ login, name: login, avatarUrl: null })));
}

function repositories(req: ApiRequest) {
  const owner = req.query.get('owner');
  const search = req.query.get('search')?.toLowerCase();
  const repos = reposOf(req).filter(
    (r) => (!owner || r.owner === owner) && (!search || r.name.toLowerCase().includes(search)),
  );
  return list(repos.map(repositoryView));
}

/** `repoName` is a repository name (with `owner` in the query) or `owner/name`. */
function findRepository(req: ApiRequest): KnownRepository {
  const raw = req.params.repoName!;
  const [owner, name] = raw.includes('/') ? raw.split('/', 2) : [req.query.get('owner'), raw];
  const repo = reposOf(req).find((r) => r.name === name && (!owner || r.owner === owner));
  if (!repo) throw notFound('Repository');
  return repo;
}

function branches(req: ApiRequest) {
  const repo = findRepository(req);
  if (req.params.repoId !== repositoryView(repo).id && req.params.repoId !== repo.name) throw notFound('Repository');
  return list(repo.branches.map((name) => ({ name, commit: { sha: stableId(`commit:${repo.name}:${name}`) } })));
}

export const gitRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/users/git-owners', handler: owners },
  { method: 'GET', path: '/api/v2/users/repositories', handler: repositories },
  {
    method: 'GET',
    path: '/api/v2/users/repositories/:repoName',
    handler: (req) => ({ body: repositoryView(findRepository(req)) }),
  },
  { method: 'GET', path: '/api/v2/users/repositories/:repoName/:repoId/branches', handler: branches },
];
