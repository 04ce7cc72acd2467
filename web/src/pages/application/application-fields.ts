import type { Application } from '@skiff/sdk';

/**
 * Typed reads of the application and tag fields the SDK schemas keep loosely (spec 002 section 3): configuration,
 * security and tool fields arrive as extra keys of the tolerant schemas.
 */
export function textField(app: object, key: string, fallback = ''): string {
  const value = (app as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : fallback;
}

export function flagField(app: object, key: string): boolean {
  return (app as Record<string, unknown>)[key] === true;
}

export function numberField(app: object, key: string): number | undefined {
  const value = (app as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
}

/** The container names of the application's pods, each once, in pod order. */
export function containersOf(app: Application): string[] {
  const names = (app.podDetails ?? []).map((p) => p.containerName).filter((n): n is string => typeof n === 'string');
  return [...new Set(names)];
}
