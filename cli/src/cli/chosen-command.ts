/**
 * The first word of `argv` that is not an option (or an option's value): the command or group the user chose.
 * main.ts builds only that part of the tree, and skiff.ts runs that command's own bundle (see build/bundles.ts), which
 * keeps start-up short; help and unknown words get the whole tree.
 */
export function chosenCommand(argv: readonly string[]): string | undefined {
  const at = chosenCommandIndex(argv);
  return at < 0 ? undefined : argv[at];
}

/** Where in `argv` the chosen command is, or -1. */
export function chosenCommandIndex(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--profile') i++;
    else if (!word.startsWith('-')) return i;
  }
  return -1;
}
