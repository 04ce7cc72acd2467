import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSink } from './byte-sinks.js';

describe('fileSink', () => {
  it('Given a writable path, When chunks are written and the sink closed, Then the file holds them in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skiff-sink-')), 'part.sql');
    const sink = await fileSink(file);
    await sink.write(new TextEncoder().encode('CREATE TABLE a;\n'));
    await sink.write(new TextEncoder().encode('INSERT INTO a;\n'));
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe('CREATE TABLE a;\nINSERT INTO a;\n');
  });

  it('Given a folder that does not exist, When opening a sink in it, Then it rejects with ENOENT (no crash)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skiff-sink-')), 'no', 'such', 'part.sql');
    await expect(fileSink(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
