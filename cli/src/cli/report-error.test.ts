import {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  LoginError,
  NameNotFoundError,
  NotFoundError,
  PermissionDeniedError,
  parseApplicationRef,
  RefSyntaxError,
  ServerError,
  TaskTimeoutError,
} from '@skiff/sdk';
import { NotSignedInError } from '@skiff/sdk/node';
import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.js';
import { CliError, UsageError } from './errors.js';
import { EXIT } from './exit-codes.js';
import { describeFailure, reportFailure } from './report-error.js';

describe('REF parsing', () => {
  it('Given workspace/project/branch, When parsed, Then the branch keeps further slashes', () => {
    expect(parseApplicationRef('Acme Production/storefront/feature/login')).toEqual({
      workspace: 'Acme Production',
      project: 'storefront',
      branch: 'feature/login',
    });
  });

  it.each(['acme', 'acme/storefront', '/storefront/main', 'acme//main'])(
    'Given the bad REF %j, When parsed, Then exit code 2',
    (ref) => {
      let error: unknown;
      try {
        parseApplicationRef(ref);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(RefSyntaxError);
      expect(describeFailure(error).exitCode).toBe(EXIT.usage);
      expect(describeFailure(error).message).toMatch(/expected workspace\/project\/branch/);
    },
  );
});

describe('exit codes', () => {
  const body = { statusCode: 0, message: 'm' };
  it.each([
    ['a usage error', new UsageError('bad'), EXIT.usage],
    [
      'a bad duration',
      (() => {
        try {
          parseDuration('x');
        } catch (e) {
          return e;
        }
      })(),
      EXIT.usage,
    ],
    ['not signed in', new NotSignedInError('default'), EXIT.auth],
    ['a wrong password', new LoginError('NotAuthorizedException', 'Incorrect username or password.'), EXIT.auth],
    ['a 401', new AuthenticationError(401, 'Unauthorized', body), EXIT.auth],
    [
      'a 403',
      new PermissionDeniedError(403, 'Sorry, you are not authorized to access this page.', body),
      EXIT.permission,
    ],
    ['a 404', new NotFoundError(404, 'Workspace not found', body), EXIT.notFound],
    ['a name miss', new NameNotFoundError('workspace', 'Acme Prod', ['Acme Production']), EXIT.notFound],
    ['a 409', new ConflictError(409, 'Application task is in progress', body), EXIT.conflict],
    ['a 503', new ServerError(503, 'Unavailable', body), EXIT.unavailable],
    [
      'an unreachable server',
      new ConnectionError(
        'Cannot reach http://127.0.0.1:4600: connection refused (is the server running?).',
        'http://127.0.0.1:4600',
      ),
      EXIT.unavailable,
    ],
    ['a task timeout', new TaskTimeoutError('65a1b2c3d4e5f6a7b8c9d0e1', 5000), EXIT.taskTimeout],
    ['a CLI failure', new CliError('x', EXIT.unavailable), EXIT.unavailable],
    ['a bug', new TypeError('undefined is not a function'), EXIT.failure],
  ])('Given %s, When reported, Then the exit code is %#', (_what, error, code) => {
    expect(describeFailure(error).exitCode).toBe(code);
  });

  it.each([
    ['a task still running', 'Application task is in progress.', ['Wait for the running task to end, then try again.']],
    ['a thing that exists', 'The domain shop.example.com is already added.', []],
  ])('Given a 409 for %s, When reported, Then the hint fits it', (_what, said, hint) => {
    const lines: string[] = [];
    expect(reportFailure(new ConflictError(409, said, body), (line) => lines.push(line))).toBe(EXIT.conflict);
    expect(lines).toEqual([`Error: ${said}`, ...hint]);
  });

  it('Given the emulator is not running, When reported, Then one sentence and how to start it', () => {
    const lines: string[] = [];
    const error = new ConnectionError(
      'Cannot reach http://127.0.0.1:4600: connection refused (is the server running?).',
      'http://127.0.0.1:4600',
    );
    expect(reportFailure(error, (line) => lines.push(line), { verbose: false })).toBe(7);
    expect(lines).toEqual([
      'Error: Cannot reach http://127.0.0.1:4600: connection refused (is the server running?).',
      'Start the emulator with: skiff emulator start',
    ]);
  });

  it('Given a name miss, When reported, Then the did-you-mean is in the sentence and no stack is shown', () => {
    const lines: string[] = [];
    reportFailure(new NameNotFoundError('workspace', 'Acme Prod', ['Acme Production']), (line) => lines.push(line));
    expect(lines[0]).toBe("Error: No workspace named 'Acme Prod'. Did you mean 'Acme Production'?");
    expect(lines.join('\n')).not.toMatch(/\bat /);
  });

  it.each([
    ['workspace', 'List them with: skiff workspaces list'],
    ['branch', 'List them with: skiff apps list --workspace WORKSPACE --project PROJECT'],
    ['tag', 'List them with: skiff tags list --project WORKSPACE/PROJECT'],
    ['cluster', 'List them with: skiff clusters list'],
  ])('Given a %s name miss, When reported, Then the hint names the command that lists them', (kind, hint) => {
    const lines: string[] = [];
    reportFailure(new NameNotFoundError(kind, 'x', []), (line) => lines.push(line));
    expect(lines).toEqual([`Error: No ${kind} named 'x'.`, hint]);
  });

  it('Given a server message with control sequences, When reported, Then it is printed inert', () => {
    const lines: string[] = [];
    reportFailure(new NotFoundError(404, 'gone\u001b]52;c;ZXZpbA==\u0007\u001b[2J', {}), (line) => lines.push(line));
    expect(lines[0]).toBe('Error: gone.');
  });

  it('Given --verbose, When an expected failure is reported, Then its stack follows', () => {
    const lines: string[] = [];
    reportFailure(new UsageError('bad'), (line) => lines.push(line), { verbose: true });
    expect(lines.join('\n')).toMatch(/UsageError: bad\n\s+at /);
  });
});
