import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli/errors.js';
import { parseMethod, splitApiPath } from './api.js';
import { downloadTarget, parsePart, partsOf, safeFileName } from './backup-download.js';
import { parseProjectRef } from './details.js';

describe('skiff api METHOD PATH', () => {
  it('Given paths in any of the usual forms, When split, Then a path under /api/v2 and its query', () => {
    expect(splitApiPath('/workspaces')).toEqual({ path: '/workspaces', query: {} });
    expect(splitApiPath('workspaces/abc')).toEqual({ path: '/workspaces/abc', query: {} });
    expect(splitApiPath('/api/v2/activities?pageSize=5&search=a%20b')).toEqual({
      path: '/activities',
      query: { pageSize: '5', search: 'a b' },
    });
  });

  it('Given a URL or an empty path, When split, Then a usage error names PATH', () => {
    expect(() => splitApiPath('https://evil.example/api/v2/x')).toThrow(/^PATH .* not a URL/);
    expect(() => splitApiPath('/')).toThrow(UsageError);
    expect(() => splitApiPath('/api/v2')).toThrow(/names no resource/);
  });

  it('Given a method in any case, When parsed, Then upper case; anything else lists the methods', () => {
    expect(parseMethod('get')).toBe('GET');
    expect(parseMethod('Patch')).toBe('PATCH');
    expect(() => parseMethod('FETCH')).toThrow("METHOD 'FETCH' is not one of GET, POST, PUT, PATCH, DELETE.");
  });
});

describe('projects get WS/PROJECT', () => {
  it('Given workspace/project, When parsed, Then both parts; anything else is a usage error', () => {
    expect(parseProjectRef('Acme Production/storefront')).toEqual({
      workspace: 'Acme Production',
      project: 'storefront',
    });
    for (const bad of ['Acme', '/storefront', 'Acme/', 'a/b/c']) expect(() => parseProjectRef(bad)).toThrow(UsageError);
  });
});

describe('backup downloads', () => {
  const backup = {
    _id: 'b1',
    databaseFile: { _id: 'f1' },
    sourcecodeFile: { _id: 'f3' },
    databaseActivity: { _id: 'a1', status: 'SUCCESS' },
  };

  it('Given a backup, When its parts are read, Then only the present ones, in a fixed order', () => {
    expect(partsOf(backup)).toEqual([
      { part: 'database', fileId: 'f1', activityId: 'a1', status: 'SUCCESS' },
      { part: 'source', fileId: 'f3', activityId: undefined, status: undefined },
    ]);
  });

  it('Given --part, When parsed, Then one of the three names', () => {
    expect(parsePart('Database')).toBe('database');
    expect(() => parsePart('db')).toThrow("--part 'db' is not one of database, files, source.");
  });

  it('Given a target, When chosen, Then stdout for one part, a folder for several or an existing folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skiff-dl-'));
    expect(downloadTarget('-', 1)).toBe('stdout');
    expect(() => downloadTarget('-', 2)).toThrow(/single part/);
    expect(downloadTarget(join(dir, 'db.sql'), 1)).toBe('file');
    expect(downloadTarget(join(dir, 'out'), 2)).toBe('folder');
    expect(downloadTarget(dir, 1)).toBe('folder');
    expect(downloadTarget('new/', 1)).toBe('folder');
  });

  it('Given server file names, When made safe, Then no folders, no controls, never empty', () => {
    expect(safeFileName('site-2026.sql', 'x')).toBe('site-2026.sql');
    expect(safeFileName('../../etc/passwd', 'x')).toBe('.._.._etc_passwd');
    expect(safeFileName('a\u001b[31mb', 'x')).toBe('ab');
    expect(safeFileName('..', 'fallback')).toBe('fallback');
    expect(safeFileName(undefined, 'fallback')).toBe('fallback');
  });
});
