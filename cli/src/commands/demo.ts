import { defineCommand } from '../cli/command-spec.js';
import { portOption } from '../cli/parsers.js';

export const demoCommand = defineCommand({
  name: 'demo',
  summary: 'the whole product on this machine: a throw-away emulator and the terminal UI (npm start)',
  description:
    'Start an emulator in this process (port 4600 if free, else any free port) with an in-memory database and ' +
    'the demo world, sign its owner in to profile local, and open the terminal UI. Quitting the UI stops it all.',
  examples: [['skiff demo', 'try skiff without an account anywhere']],
  run: async (ctx) => (await import('../services/demo.js')).runDemo(ctx),
});

export const tuiCommand = defineCommand({
  name: 'tui',
  summary: 'open the full-screen terminal UI on the current profile',
  examples: [
    ['skiff tui', 'the terminal UI on profile default (or SKIFF_PROFILE)'],
    ['skiff --profile local tui', 'on the local emulator'],
  ],
  run: async (ctx) => (await import('../services/demo.js')).runTuiCommand(ctx),
});

export const webCommand = defineCommand({
  name: 'web',
  summary: "serve the web app on loopback, talking to the current profile's origin",
  description:
    'Serve the built web app on 127.0.0.1 and forward /api (with the push websocket), /cognito and /.well-known ' +
    "to the profile's origin, so the browser needs no cross-origin access. Runs until Ctrl-C.",
  options: {
    port: { flags: '--port <n>', description: 'TCP port; 0 picks a free one', parse: portOption, defaultHelp: '4700' },
    open: { flags: '--open', description: 'open the page in the default browser' },
  },
  examples: [
    ['skiff --profile local web --open', 'the web app on the local emulator, in your browser'],
    ['skiff web --port 0', 'on a free port; the URL is printed on stdout'],
  ],
  run: async (ctx, _args, options) => (await import('../services/web.js')).serveWeb(ctx, options),
});
