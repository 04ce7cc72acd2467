import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensurePrivateDir } from '@skiff/sdk/node';
import { createApiRouter } from './api/routes.js';
import { loadSigningKey } from './auth/signing-keys.js';
import { createTokenService } from './auth/tokens.js';
import type { AppContext } from './context.js';
import { createAnswerCache } from './http/answer-cache.js';
import { FaultInjector } from './http/faults.js';
import { localOnlyRefusal } from './http/local-only.js';
import { createRequestListener } from './http/server.js';
import { type EmulatorOptions, type ResolvedOptions, type RunningEmulator, resolveOptions } from './options.js';
import { createExpiryWarnings } from './push/expiry-warnings.js';
import { createPushHub, PUSH_PATH } from './push/hub.js';
import { generateCrowdedWorkspace } from './seed/crowded-workspace.js';
import { loadDemoWorld } from './seed/demo-world.js';
import { generateLargeWorld } from './seed/large-world.js';
import { lockDataDir } from './store/data-lock.js';
import { openDatabase } from './store/database.js';
import { createStore } from './store/index.js';
import { recoverInterruptedTasks } from './tasks/recovery.js';
import { createTaskRunner } from './tasks/runner.js';

/** An Error with the errno-style `code` of the listen failure (`EADDRINUSE`, ...). */
export class EmulatorStartError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'EmulatorStartError';
    this.code = code;
  }
}

function listen(server: Server, options: ResolvedOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(new EmulatorStartError('EADDRINUSE', `Port ${options.port} is already in use.`));
      } else if (error.code === 'EACCES') {
        reject(new EmulatorStartError('EACCES', `Port ${options.port} needs more privileges than this user has.`));
      } else {
        reject(error);
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(options.port, options.host);
  });
}

/** Starts an emulator: opens (or creates) its database, loads the demo world when new, and listens. */
export async function startEmulator(input: EmulatorOptions = {}): Promise<RunningEmulator> {
  const options = resolveOptions(input);
  // One emulator per data folder: taken before the database is opened (opening it ends the tasks it ran as ERROR).
  let unlock = () => {};
  if (options.dataDir) {
    ensurePrivateDir(options.dataDir);
    unlock = lockDataDir(options.dataDir);
  }
  let opened: ReturnType<typeof openDatabase>;
  try {
    opened = openDatabase(options.dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const { db, isNew } = opened;
  const store = createStore(db);
  let origin = '';
  const tokens = createTokenService(store, {
    ttlSeconds: options.tokenTtlSeconds,
    origin: () => origin,
    key: loadSigningKey(options.dataDir),
  });
  const faults = new FaultInjector(options);
  const push = createPushHub({ store, tokens, log: options.log, faults });
  const tasks = createTaskRunner({ store, push, taskSpeed: options.taskSpeed, log: options.log, faults });
  const answers = createAnswerCache(db);
  const expiryWarnings = createExpiryWarnings({ store, push, intervalMs: options.expiryCheckIntervalMs });
  const ctx: AppContext = {
    options,
    store,
    tokens,
    tasks,
    push,
    expiryWarnings,
    faults,
    answers,
    origin: () => origin,
  };

  const server = createServer({ keepAlive: true }, createRequestListener(ctx, createApiRouter()));
  server.keepAliveTimeout = 5_000;
  server.on('upgrade', (req, socket, head) => {
    const refusal = localOnlyRefusal(req);
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal.status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    if (path === PUSH_PATH && options.push) {
      push.handleUpgrade(req, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  let pendingDeploys: Awaited<ReturnType<typeof loadDemoWorld>> = [];
  try {
    const recovered = recoverInterruptedTasks(store);
    if (recovered > 0) options.log(`${recovered} interrupted task(s) from the previous run ended as ERROR`);
    if (isNew && options.seed) pendingDeploys = await loadDemoWorld(store);
    if (isNew && options.scale > 0) {
      const made = generateLargeWorld(store, options.scale);
      options.log(`generated a scale-${options.scale} world: ${made.applications} applications in ${made.ms} ms`);
    }
    if (isNew && options.crowd > 0) generateCrowdedWorkspace(store, options.crowd);
    const port = await listen(server, options);
    origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
    for (const deploy of pendingDeploys) {
      const app = store.applications.state(deploy.applicationId);
      const user = store.users.findById(deploy.userId);
      if (!app || !user) continue;
      const started = tasks.start({ action: 'DEPLOY_APPLICATION', app, user });
      if (options.settleStartupDeploys) tasks.runToEnd(started.id);
    }
    options.log(`emulator listening on ${origin}${options.dataDir ? ` (data in ${options.dataDir})` : ' (in memory)'}`);

    let closing: Promise<void> | undefined;
    return {
      origin,
      port,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      close() {
        closing ??= (async () => {
          tasks.stop();
          expiryWarnings.stop();
          await push.close();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          db.close();
          unlock();
        })();
        return closing;
      },
    };
  } catch (error) {
    tasks.stop();
    expiryWarnings.stop();
    await push.close();
    if (db.open) db.close();
    unlock();
    throw error;
  }
}
