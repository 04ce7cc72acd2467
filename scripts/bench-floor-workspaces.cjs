#!/usr/bin/env node
// The floor under `skiff workspaces list --json`: the least any Node program does to print the workspaces, measured
// beside that row in `npm run bench`. One GET of the first page with bare node:http, JSON.parse, and the items
// printed with JSON.stringify: no CLI to load, no profile file, no checks of the answer, no control-sequence stripping.
// Usage: SKIFF_TOKEN=... node scripts/bench-floor-workspaces.cjs ORIGIN   (the token never goes on the command line)
// CommonJS: Node 20 starts no ES module loader for it (10-20 ms of CPU an ES module entry costs), as for skiff.js.
const http = require('node:http');

const url = `${process.argv[2]}/api/v2/workspaces?pageIndex=1&pageSize=100`;
http
  .get(url, { headers: { authorization: `Bearer ${process.env.SKIFF_TOKEN}`, accept: 'application/json' } }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      const page = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      process.stdout.write(`${JSON.stringify({ items: page.data, total: page.totalItem })}\n`);
    });
  })
  .on('error', (error) => {
    throw error;
  });
