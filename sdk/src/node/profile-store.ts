import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { SkiffError } from '../transport/errors.js';
import { ensurePrivateDir } from './private-files.js';
import { asProfilesFile, type ProfilesFile, type StoredProfile } from './profiles-file.js';

/** The user's config folder: `SKIFF_CONFIG_DIR`, else `$XDG_CONFIG_HOME/skiff`, else `~/.config/skiff`. */
export function defaultConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SKIFF_CONFIG_DIR) return env.SKIFF_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'skiff');
}

/** A profile file that cannot be read; it is left untouched. */
export class ProfileFileError extends SkiffError {
  override name = 'ProfileFileError';
}

/**
 * Profiles and their credentials in one file private to the user (folder 0700, file 0600), written atomically so
 * that a failed command never leaves it half-written.
 */
export class ProfileStore {
  readonly path: string;
  constructor(readonly dir: string = defaultConfigDir()) {
    this.path = join(dir, 'profiles.json');
  }

  read(): ProfilesFile {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, profiles: {} };
      throw new ProfileFileError(`Cannot read ${this.path}: ${(error as Error).message}.`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProfileFileError(`${this.path} is not valid JSON; fix it or remove it and sign in again.`);
    }
    const file = asProfilesFile(json);
    if (!file) throw new ProfileFileError(`${this.path} is not a skiff profile file; fix it or remove it.`);
    return file;
  }

  get(name: string): StoredProfile | undefined {
    return this.read().profiles[name];
  }

  /** Saves (replaces) one profile. */
  save(name: string, profile: StoredProfile): void {
    const file = this.read();
    file.profiles[name] = profile;
    this.write(file);
  }

  /** The profile chosen with `skiff profiles use`, if any. */
  current(): string | undefined {
    return this.read().current;
  }

  /** Makes `name` the profile used when neither `--profile` nor SKIFF_PROFILE names one. */
  use(name: string): void {
    const file = this.read();
    file.current = name;
    this.write(file);
  }

  /** Removes one profile; true if it existed. */
  remove(name: string): boolean {
    const file = this.read();
    if (!file.profiles[name]) return false;
    delete file.profiles[name];
    if (file.current === name) file.current = undefined;
    this.write(file);
    return true;
  }

  private write(file: ProfilesFile): void {
    ensurePrivateDir(this.dir);
    const temp = `${this.path}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      chmodSync(temp, 0o600);
      renameSync(temp, this.path);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }
}
