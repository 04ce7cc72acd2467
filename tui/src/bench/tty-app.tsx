// The TUI in a real terminal for the key-to-frame benchmark (issue 18), run by scripts/bench-tui.mjs inside a tmux
// pane as a bundled program: the App rendered by Ink on the pane's own stdin and stdout with the options runTui uses
// (the alternate screen, patched console, no exit on Ctrl+C), signed in with the `local` profile of
// SKIFF_CONFIG_DIR, opened on the screen named by argv[2] (`apps`: every application, loaded by the bench pressing
// Load more; `log`: the activity log BENCH_TUI_ACTIVITY names, which opens at its end). It only differs from
// `skiff tui` in starting on that screen instead of Home: the bench types keys into the pane and reads the screen
// back, nothing here measures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { render } from 'ink';
import { App } from '../app/app.js';
import { createTheme } from '../app/theme.js';
import type { Route } from '../contexts/router-context.js';

const ROUTES: Record<string, Route[]> = {
  apps: [{ name: 'workspaces' }, { name: 'allApps' }],
  log: [
    { name: 'workspaces' },
    { name: 'activityLog', activity: { id: process.env.BENCH_TUI_ACTIVITY ?? '', name: 'the deploy' } },
  ],
};

const routes = ROUTES[process.argv[2] ?? ''];
if (!routes) throw new Error(`unknown screen ${process.argv[2]}; one of ${Object.keys(ROUTES).join(', ')}`);
const configDir = process.env.SKIFF_CONFIG_DIR ?? '';
const profile = JSON.parse(readFileSync(join(configDir, 'profiles.json'), 'utf8')).profiles.local;
const client = new SkiffClient({ origin: profile.origin, http: undiciHttpClient(), token: profile.tokens.idToken });
process.stdout.write('\u001b[?1049h\u001b[?25l');
const instance = render(
  <App
    client={client}
    profile="local"
    origin={profile.origin}
    theme={createTheme(process.env)}
    initialRoutes={routes}
  />,
  { exitOnCtrlC: false, patchConsole: true },
);
await instance.waitUntilExit();
process.stdout.write('\u001b[?25h\u001b[?1049l');
process.exit(0);
