#!/usr/bin/env node
// The `skiff` bin. It is in git, not in dist/: `npm ci` on a fresh clone links bins before its `prepare` script
// builds dist/, and npm links no bin whose file is missing (so `npx skiff` found nothing). It runs the built entry.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const entry = join(__dirname, '..', 'dist', 'skiff.js');
if (!existsSync(entry)) {
  process.stderr.write('skiff is not built yet: run `npm run build` in the repository, then try again.\n');
  process.exit(1);
}
require(entry);
