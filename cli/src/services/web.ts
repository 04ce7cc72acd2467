import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Context } from '../cli/context.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { profileName, profileStore } from '../cli/session.js';
import { stopsCleanlyOnSignal } from '../cli/signals.js';
import { webRoot } from './local-emulator.js';
import { createWebServer } from './web-server.js';

export interface WebOptions {
  port?: number;
  open?: boolean;
}

const DEFAULT_WEB_PORT = 4700;

/** `skiff web`: serves the web app on loopback for the profile's origin, until SIGINT/SIGTERM. */
export async function serveWeb(ctx: Context, options: WebOptions): Promise<number> {
  stopsCleanlyOnSignal();
  const root = webRoot();
  if (!root)
    throw new CliError('The web app is not built.', EXIT.failure, 'Build it with: npm run build -w @skiff/web');
  const profile = profileName(ctx);
  const origin = ctx.env.SKIFF_ORIGIN || profileStore(ctx).get(profile)?.origin;
  if (!origin) {
    throw new CliError(
      `Profile ${profile} has no origin.`,
      EXIT.auth,
      'Sign in first: skiff auth login --origin URL --email EMAIL',
    );
  }
  const port = options.port ?? DEFAULT_WEB_PORT;
  const server = createWebServer(root, origin);
  server.listen(port, '127.0.0.1');
  try {
    await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new CliError(
        `Port ${port} is already in use. Stop what uses it, or pass --port 0 to pick a free port.`,
        EXIT.unavailable,
      );
    }
    throw error;
  }
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  if (ctx.json) ctx.out.json({ url, origin });
  else ctx.out.result(url);
  ctx.out.info(`Serving the web app for ${origin} (profile ${profile}). Stop with Ctrl-C.`);
  if (options.open) {
    const { default: open } = await import('open');
    await open(url).catch(() => ctx.out.info(`Could not open a browser; open ${url} yourself.`));
  }
  await new Promise<void>((resolve) => {
    if (ctx.signal.aborted) resolve();
    ctx.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return EXIT.ok;
}
