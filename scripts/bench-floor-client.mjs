#!/usr/bin/env node
// The floor under `skiff apps list --json`: the least any Node program can do to print every application of the
// platform with the names of its workspace and project (what `apps list --json` prints since it names each item's
// REF: workspaceName, projectName), measured beside that row in `npm run bench`. It asks for the same pages as the
// CLI (applications 100 a page, 4 in flight; projects and workspaces 999 a page, the lookups all asked for at once,
// while the first applications arrive) with bare node:http, parses each with JSON.parse, adds to each item what
// `apps list --json` adds (its branch, its displayed state, the two names) and prints the items with
// JSON.stringify: no CLI to load, no profile, no checks of the answers, no control-sequence stripping. The bench
// checks that both print the same bytes (scripts/bench-cli.mjs), so this copy of the two rules cannot drift.
// Usage: SKIFF_TOKEN=... node scripts/bench-floor-client.mjs ORIGIN   (the token never goes on the command line)
import http from 'node:http';

const PAGE_SIZE = 100;
const LOOKUP_PAGE_SIZE = 999;
const IN_FLIGHT = 4;
const origin = process.argv[2];
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const headers = { authorization: `Bearer ${process.env.SKIFF_TOKEN}`, accept: 'application/json' };

function get(path, pageSize, index) {
  const url = `${origin}/api/v2/${path}?pageSize=${pageSize}&pageIndex=${index}`;
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        });
      })
      .on('error', reject);
  });
}

const page = (index) => get('applications', PAGE_SIZE, index);

/** The branch users know an application by (the SDK's applicationBranch). */
const branchOf = (app) => app.originBranch ?? app.name ?? app.applicationName ?? app._id;

/** The state the product shows (spec 002; the SDK's displayedApplicationState, its label only). */
function displayedStateOf(app) {
  const last = app.lastActivity ?? undefined;
  if (last?.status === 'PENDING' || last?.status === 'IN_PROGRESS') return 'Processing';
  if (last?.status === 'ERROR') return 'Error';
  const undeployed = app.status === 'UNDEPLOY_APPLICATION_SUCCESS' || last?.action === 'UNDEPLOY_APPLICATION';
  const deployed = !undeployed && (app.status === 'DEPLOY_APPLICATION_SUCCESS' || app.status === 'UPGRADING');
  if (!deployed) return 'Not Deployed';
  return (app.replicas ?? 0) > 0 ? 'Running' : 'Paused';
}

/** id -> name of every item of a lookup list: its first page, then all the others at once. */
async function names(path) {
  const first = await get(path, LOOKUP_PAGE_SIZE, 1);
  const rest = Array.from({ length: Math.ceil(first.totalItem / LOOKUP_PAGE_SIZE) - 1 }, (_, i) =>
    get(path, LOOKUP_PAGE_SIZE, i + 2),
  );
  const byId = new Map();
  for (const answer of [first, ...(await Promise.all(rest))])
    for (const item of answer.data) byId.set(item._id, item.name);
  return byId;
}

const firstPage = page(1);
const lookups = Promise.all([names('workspaces'), names('projects')]);
const first = await firstPage;
const pages = Math.ceil(first.totalItem / PAGE_SIZE);
const asked = [];
let next = 2;
while (asked.length < IN_FLIGHT && next <= pages) asked.push(page(next++));
const [workspaces, projects] = await lookups;
let current = first;
let printed = 0;
process.stdout.write('{"items":[');
for (;;) {
  while (asked.length < IN_FLIGHT && next <= pages) asked.push(page(next++));
  for (const item of current.data) {
    item.branch = branchOf(item);
    item.displayedState = displayedStateOf(item);
    item.workspaceName = workspaces.get(item.workspace) ?? null;
    item.projectName = projects.get(item.project) ?? null;
  }
  const items = JSON.stringify(current.data);
  process.stdout.write(printed > 0 ? `,${items.slice(1, -1)}` : items.slice(1, -1));
  printed += current.data.length;
  if (asked.length === 0) break;
  current = await asked.shift();
}
process.stdout.write(`],"total":${printed},"more":false}\n`);
agent.destroy();
