import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { UsageError } from '../cli/errors.js';
import { portOption, positiveNumberOption } from '../cli/parsers.js';

/** `--scale N`: a whole number of generated workspaces (0..100000). */
function scaleOption(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 100_000) {
    throw new UsageError(`--scale '${text}' is not a whole number from 0 to 100000.`);
  }
  return value;
}

const start = defineCommand({
  name: 'start',
  summary: 'start the local platform and sign its owner in to profile local',
  description:
    'Start the emulator: the platform API, login provider, push channel and web app on loopback, with the demo ' +
    'world on first start. Prints the origin on stdout (first line), the demo users on stderr, signs the ' +
    'instance owner in to profile local, and runs until Ctrl-C (or, with --detach, in the background).',
  options: {
    port: { flags: '--port <n>', description: 'TCP port; 0 picks a free one', parse: portOption, defaultHelp: '4600' },
    data: { flags: '--data <dir>', description: 'folder of the database', defaultHelp: '$SKIFF_CONFIG_DIR/emulator' },
    memory: { flags: '--memory', description: 'keep the database in memory (nothing survives a stop)' },
    taskSpeed: {
      flags: '--task-speed <x>',
      description: 'how fast tasks run (one log line per 200 ms / x)',
      parse: positiveNumberOption('--task-speed'),
      defaultHelp: '1',
    },
    scale: {
      flags: '--scale <n>',
      description: 'on a new database, also generate n workspaces of 10 applications each (for benchmarks)',
      parse: scaleOption,
      defaultHelp: '0',
    },
    push: {
      flags: '--no-push',
      description: 'serve no push channel (clients then poll, as against an origin without one)',
    },
    detach: { flags: '--detach', description: 'run in the background; stop it with skiff emulator stop' },
  },
  examples: [
    ['skiff emulator start', 'run in this terminal until Ctrl-C'],
    ['skiff emulator start --detach --port 0 --task-speed 10', 'in the background, on a free port, tasks 10x faster'],
    ['skiff emulator start --memory', 'a throw-away database'],
    ['skiff emulator start --memory --no-push', 'no push channel: every live view polls instead'],
    ['skiff emulator start --memory --scale 1000', '10,000 applications and 100,000-line logs, for benchmarks'],
  ],
  run: async (ctx, _args, options) => (await import('../services/emulator.js')).startEmulatorCommand(ctx, options),
});

const stop = defineCommand({
  name: 'stop',
  summary: 'stop the emulator started with --detach',
  examples: [['skiff emulator stop', 'stop the background emulator (does nothing if none runs)']],
  run: async (ctx) => (await import('../services/emulator-state.js')).stopEmulator(ctx),
});

const status = defineCommand({
  name: 'status',
  summary: 'say whether the emulator runs, where and as which process (exit 0 if it runs, 1 if not)',
  examples: [['skiff emulator status --json', '{"running":true,"origin":...,"pid":...}']],
  run: async (ctx) => (await import('../services/emulator-state.js')).emulatorStatus(ctx),
});

export const emulatorGroup: GroupSpec = {
  name: 'emulator',
  summary: 'run the local platform: start, stop, status',
  commands: [start, stop, status],
};
