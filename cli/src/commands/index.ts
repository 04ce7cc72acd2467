import type { CommandSpec, GroupSpec } from '../cli/command-spec.js';
import { appsGroup } from './apps.js';
import { authGroup } from './auth.js';
import { demoCommand, tuiCommand, webCommand } from './demo.js';
import { emulatorGroup } from './emulator.js';
import { logsGroup } from './logs.js';
import { projectsGroup } from './projects.js';
import { workspacesGroup } from './workspaces.js';

/** Every command of `skiff`, in the order `--help` lists them. */
export const COMMAND_TREE: ReadonlyArray<GroupSpec | CommandSpec<never, never>> = [
  authGroup,
  workspacesGroup,
  projectsGroup,
  appsGroup,
  logsGroup,
  emulatorGroup,
  demoCommand,
  tuiCommand,
  webCommand,
];
