import { PassThrough } from 'node:stream';
import { branchConfirmationError, deleteConfirmationError } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { type Confirmation, confirmDestructive, type PromptStreams } from './confirm.js';
import { type Context, createContext } from './context.js';
import { CliError, UsageError } from './errors.js';
import { EXIT } from './exit-codes.js';

async function context(json = false): Promise<Context> {
  const sink = () => Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream;
  return createContext({ json }, new AbortController().signal, { stdout: sink(), stderr: sink(), env: {} });
}

/** A terminal stand-in: what the user types goes in `input`, the prompt shows on `output`. */
function terminal(typed?: string, interactive = true): PromptStreams & { shown: () => string } {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
  });
  if (typed !== undefined) setTimeout(() => input.write(`${typed}\n`), 20);
  return { input, output, interactive, shown: () => shown };
}

const DELETE_WORKSPACE: Confirmation = {
  action: "delete workspace 'Acme'",
  typed: { expected: 'workspace/Acme', mismatch: (typed) => deleteConfirmationError(typed, 'Acme') },
};
const DELETE_BRANCH: Confirmation = {
  action: "delete application 'main'",
  typed: { expected: 'branch/main', mismatch: (typed) => branchConfirmationError(typed, 'main') },
};
const REMOVE_MEMBER: Confirmation = { action: 'remove dev@x.io from Acme' };

async function failure(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return error as CliError;
}

describe('confirmDestructive, typed confirmations', () => {
  it('Given --confirm with the exact text, When confirming, Then it goes ahead without a prompt', async () => {
    const streams = terminal(undefined, false);
    await expect(
      confirmDestructive(await context(), DELETE_WORKSPACE, { confirm: 'workspace/Acme' }, streams),
    ).resolves.toBeUndefined();
    expect(streams.shown()).toBe('');
  });

  it("Given --confirm with other text, When confirming, Then a usage error with the spec's message", async () => {
    const error = await failure(
      confirmDestructive(await context(), DELETE_WORKSPACE, { confirm: 'Acme' }, terminal(undefined, false)),
    );
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe("--confirm 'Acme' does not match. Please type 'workspace/Acme' to confirm");
    const branch = await failure(
      confirmDestructive(await context(), DELETE_BRANCH, { confirm: 'main' }, terminal(undefined, false)),
    );
    expect(branch.message).toBe("--confirm 'main' does not match. Value is not matching!");
  });

  it('Given no terminal and no --confirm, When confirming, Then it fails fast naming --confirm and the text', async () => {
    const error = await failure(confirmDestructive(await context(), DELETE_WORKSPACE, {}, terminal(undefined, false)));
    expect(error.exitCode).toBe(EXIT.usage);
    expect(error.message).toBe("To delete workspace 'Acme', add --confirm 'workspace/Acme'.");
    const withYes = await failure(
      confirmDestructive(await context(), DELETE_WORKSPACE, { yes: true }, terminal(undefined, false)),
    );
    expect(withYes.message).toBe(
      "To delete workspace 'Acme', add --confirm 'workspace/Acme' (--yes is not enough for this one).",
    );
  });

  it('Given a terminal, When the user types the text, Then the prompt names it and it goes ahead', async () => {
    const streams = terminal('workspace/Acme');
    await expect(confirmDestructive(await context(), DELETE_WORKSPACE, {}, streams)).resolves.toBeUndefined();
    expect(streams.shown()).toContain("To delete workspace 'Acme', type workspace/Acme:");
  });

  it("Given a terminal, When the user types something else, Then a usage error (exit 2) with the spec's message", async () => {
    const error = await failure(confirmDestructive(await context(), DELETE_BRANCH, {}, terminal('branch/other')));
    expect(error.exitCode).toBe(EXIT.usage);
    expect(error.message).toBe('Value is not matching!: nothing was changed.');
  });
});

describe('confirmDestructive, plain confirmations', () => {
  it('Given --yes, When confirming, Then it goes ahead without a prompt', async () => {
    const streams = terminal(undefined, true);
    await expect(confirmDestructive(await context(), REMOVE_MEMBER, { yes: true }, streams)).resolves.toBeUndefined();
    expect(streams.shown()).toBe('');
  });

  it('Given no terminal and no --yes, When confirming, Then it fails fast naming --yes', async () => {
    const error = await failure(confirmDestructive(await context(), REMOVE_MEMBER, {}, terminal(undefined, false)));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe('To remove dev@x.io from Acme, add --yes.');
  });

  it('Given a terminal, When the user answers y, Then it goes ahead; n or Enter cancels', async () => {
    const yes = terminal('y');
    await expect(confirmDestructive(await context(), REMOVE_MEMBER, {}, yes)).resolves.toBeUndefined();
    expect(yes.shown()).toContain('Remove dev@x.io from Acme?');
    for (const answer of ['n', '']) {
      const error = await failure(confirmDestructive(await context(), REMOVE_MEMBER, {}, terminal(answer)));
      expect(error.message).toBe('Cancelled: nothing was changed.');
    }
  });

  it('Given --json on a terminal, When confirming, Then no prompt: it fails fast like a script', async () => {
    const ctx = await context(true);
    const { terminalPrompt } = await import('./confirm.js');
    expect(terminalPrompt(ctx).interactive).toBe(false);
  });
});
