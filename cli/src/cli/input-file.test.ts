import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { UsageError } from './errors.js';
import { readInputFile, readOptionsFile } from './input-file.js';

const dir = mkdtempSync(join(tmpdir(), 'skiff-input-file-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function stdinOf(text: string): NodeJS.ReadStream {
  return Readable.from([Buffer.from(text)]) as unknown as NodeJS.ReadStream;
}

const DEPLOY = z.strictObject({
  replicas: z.number().int().min(1).max(5).optional(),
  database: z.strictObject({ source: z.enum(['empty', 'backup']) }).optional(),
});

async function usageError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UsageError);
  return (error as UsageError).message;
}

describe('readOptionsFile', () => {
  it('Given the same options in YAML, JSON and on stdin, When read, Then the same value', async () => {
    const expected = { replicas: 2, database: { source: 'backup' } };
    const yaml = file('deploy.yaml', 'replicas: 2\ndatabase:\n  source: backup\n');
    const json = file('deploy.json', JSON.stringify(expected, null, 2));
    expect(await readOptionsFile(yaml, DEPLOY)).toEqual(expected);
    expect(await readOptionsFile(json, DEPLOY)).toEqual(expected);
    expect(await readOptionsFile('-', DEPLOY, '--file', stdinOf('replicas: 2\ndatabase: {source: backup}\n'))).toEqual(
      expected,
    );
  });

  it('Given a broken rule, When read, Then the error names the file, the line, the key and the rule', async () => {
    const path = file('bad.yaml', '# options\nreplicas: 9\ndatabase:\n  source: dump\n');
    const message = await usageError(readOptionsFile(path, DEPLOY));
    const lines = message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${path}:2: replicas: Too big: expected number to be <=5`);
    expect(lines[1]).toMatch(
      new RegExp(`^${path}:4: database.source: Invalid option: expected one of "empty"\\|"backup"$`),
    );
  });

  it('Given an unknown key, When read, Then the error names the line of the object holding it', async () => {
    const path = file('extra.json', '{\n  "replicas": 1,\n  "databse": {}\n}\n');
    expect(await usageError(readOptionsFile(path, DEPLOY))).toBe(`${path}:1: Unrecognized key: "databse"`);
  });

  it('Given a syntax error, When read, Then the file, line and column, never a stack', async () => {
    const yaml = file('broken.yaml', 'replicas: 2\ndatabase: [1,\n');
    expect(await usageError(readOptionsFile(yaml, DEPLOY))).toMatch(new RegExp(`^${yaml}:\\d+:\\d+: .+\\.$`));
    const json = file('broken.json', '{\n  "replicas": 2,\n  "database": {"source": }\n}\n');
    expect(await usageError(readOptionsFile(json, DEPLOY))).toMatch(new RegExp(`^${json}:3:\\d+: .+\\.$`));
  });

  it('Given YAML or a trailing comma in a .json file, When read, Then it says where the JSON is not valid', async () => {
    const yaml = file('yaml-inside.json', 'replicas: 2\n');
    expect(await usageError(readOptionsFile(yaml, DEPLOY))).toBe(`${yaml}:1:1: Unresolved plain scalar "replicas".`);
    const comma = file('comma.json', '{"replicas": 2,}\n');
    expect(await usageError(readOptionsFile(comma, DEPLOY))).toMatch(
      new RegExp(`^${comma}: not valid JSON \\(.+\\)\\.$`),
    );
  });

  it('Given a missing file, a folder, an empty file or a list, When read, Then one sentence says which', async () => {
    expect(await usageError(readOptionsFile(join(dir, 'nope.yaml'), DEPLOY))).toBe(
      `--file ${join(dir, 'nope.yaml')}: no such file.`,
    );
    mkdirSync(join(dir, 'folder.yaml'));
    expect(await usageError(readOptionsFile(join(dir, 'folder.yaml'), DEPLOY, '--values'))).toBe(
      `--values ${join(dir, 'folder.yaml')}: is a folder.`,
    );
    expect(await usageError(readOptionsFile('-', DEPLOY, '--file', stdinOf('  \n')))).toBe(
      'stdin is empty: write the options as JSON or YAML.',
    );
    expect(await usageError(readOptionsFile(file('list.yaml', '- 1\n- 2\n'), DEPLOY))).toMatch(
      /list.yaml: must hold an object of options/,
    );
  });

  it('Given a nested key, When its line is asked, Then the line it was written on', async () => {
    const input = await readInputFile(file('lines.yaml', 'a: 1\nb:\n  c:\n    - x\n    - y\n'));
    expect(input.lineOf(['b', 'c', 1])).toBe(5);
    expect(input.lineOf(['b'])).toBe(3);
    expect(input.lineOf(['missing'])).toBeUndefined();
  });
});
