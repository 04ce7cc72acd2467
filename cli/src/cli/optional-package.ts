import { CliError } from './errors.js';

/**
 * Imports one of the suite's lazily loaded packages (TUI, emulator); a build without it gets one clear sentence
 * instead of a module resolution stack.
 */
export async function loadOptionalPackage<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes(name)) {
      throw new CliError(
        `This build of skiff does not include ${name}.`,
        1,
        'Rebuild it from the repository with: npm run build',
      );
    }
    throw error;
  }
}
