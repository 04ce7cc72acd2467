#!/usr/bin/env node
// Measures the SDK's public face: how many names each entry point exports, how many no other package imports,
// and how many are referenced nowhere outside the file that defines them.
// Run: node scripts/sdk-exports.mjs [--list]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const entries = {
  '@skiff/sdk': 'sdk/src/index.ts',
  '@skiff/sdk/node': 'sdk/src/node.ts',
  '@skiff/sdk/domain': 'sdk/src/domain/index.ts',
};
const program = ts.createProgram(Object.values(entries), {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: false,
  noEmit: true,
});
const checker = program.getTypeChecker();

/** name -> defining file (relative) for every name an entry point exports */
const exported = new Map();
for (const file of Object.values(entries)) {
  const source = program.getSourceFile(file);
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    exported.set(
      symbol.name,
      declaration ? declaration.getSourceFile().fileName.replace(`${process.cwd()}/`, '') : file,
    );
  }
}

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const outside = files.filter((f) => !f.startsWith('sdk/'));
const importedElsewhere = new Set();
const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@skiff\/sdk(?:\/[a-z]+)?'/g;
for (const file of outside) {
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) importedElsewhere.add(name);
    }
  }
}
const everything = files.map((f) => [f, readFileSync(f, 'utf8')]);
const referencedOutsideDefinition = (name, home) => {
  const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
  return everything.some(
    ([f, text]) => f !== home && !/(^|\/)index\.ts$/.test(f) && f !== 'sdk/src/node.ts' && word.test(text),
  );
};
const unusedByOthers = [...exported.keys()].filter((n) => !importedElsewhere.has(n));
const unusedAnywhere = unusedByOthers.filter((n) => !referencedOutsideDefinition(n, exported.get(n)));
console.log(`exported names (all entry points): ${exported.size}`);
console.log(`imported by no other package: ${unusedByOthers.length}`);
console.log(`referenced nowhere but their own file: ${unusedAnywhere.length}`);
if (process.argv.includes('--list')) for (const n of unusedAnywhere) console.log(`  ${n}  ${exported.get(n)}`);
