#!/usr/bin/env node
// Compares the SDK's operation table with the platform's OpenAPI export: prints every in-scope operation that has
// no SDK method, then `N/248 operations covered`; exits 1 below full coverage.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const contractPath = fileURLToPath(new URL('../contract/openapi-v2.json', import.meta.url));
if (!existsSync(contractPath)) {
  console.error(`The contract is missing: expected ${contractPath} (the repository's contract folder).`);
  process.exit(2);
}
const { OPERATIONS } = await import('../sdk/dist/index.js').catch(() => {
  console.error('The SDK is not built: run npm run build first.');
  process.exit(2);
});

// Operations only servers call (contract/README.md, Scope).
const SERVER_ONLY = [
  ['get', '/metrics'],
  ['post', '/api/v2/clouds/aws/marketplace/callback'],
  ['post', '/webhooks/activities/{activityId}/notify'],
  ['post', '/webhooks/fb_user_deletion'],
  ['get', '/webhooks/fb_deletion_status'],
];
const isServerOnly = (method, path) =>
  SERVER_ONLY.some(([m, p]) => m === method && p === path) ||
  (method === 'get' && /^\/auth\/[^/]+\/callback$/.test(path));

const contract = JSON.parse(readFileSync(contractPath, 'utf8'));
const inScope = [];
for (const [path, operations] of Object.entries(contract.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    if (!operation?.operationId || isServerOnly(method, path)) continue;
    inScope.push({ id: operation.operationId, method: method.toUpperCase(), path });
  }
}
const missing = inScope.filter((op) => !OPERATIONS[op.id]);
for (const op of missing) console.log(`missing  ${op.method.padEnd(6)} ${op.path}  (${op.id})`);
const covered = inScope.length - missing.length;
console.log(`${covered}/${inScope.length} operations covered`);
process.exitCode = covered < inScope.length ? 1 : 0;
