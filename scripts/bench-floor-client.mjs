#!/usr/bin/env node
// The floor under `skiff apps list --json`: the least any Node program can do to print every application of the
// platform, measured beside that row in `npm run bench`. It fetches the same pages as the CLI (100 a page, 4 in
// flight) with bare node:http, parses each with JSON.parse and prints the items with JSON.stringify: no CLI to
// load, no profile, no checks of the answers, no added fields, no control-sequence stripping.
// Usage: SKIFF_TOKEN=... node scripts/bench-floor-client.mjs ORIGIN   (the token never goes on the command line)
import http from 'node:http';

const PAGE_SIZE = 100;
const IN_FLIGHT = 4;
const origin = process.argv[2];
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const headers = { authorization: `Bearer ${process.env.SKIFF_TOKEN}`, accept: 'application/json' };

function page(index) {
  const url = `${origin}/api/v2/applications?pageSize=${PAGE_SIZE}&pageIndex=${index}`;
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

const first = await page(1);
const pages = Math.ceil(first.totalItem / PAGE_SIZE);
const asked = [];
let next = 2;
let current = first;
let printed = 0;
process.stdout.write('{"items":[');
for (;;) {
  while (asked.length < IN_FLIGHT && next <= pages) asked.push(page(next++));
  const items = JSON.stringify(current.data);
  process.stdout.write(printed > 0 ? `,${items.slice(1, -1)}` : items.slice(1, -1));
  printed += current.data.length;
  if (asked.length === 0) break;
  current = await asked.shift();
}
process.stdout.write(`],"total":${printed}}\n`);
agent.destroy();
