/** The exit codes of `skiff` (documented in cli/EXIT_CODES.md). Scripts branch on them, so they never change. */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 3,
  permission: 4,
  notFound: 5,
  conflict: 6,
  unavailable: 7,
  taskTimeout: 8,
  interrupted: 130,
  /** Ended by SIGTERM (128 + 15). */
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
