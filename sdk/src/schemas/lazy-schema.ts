import * as z from 'zod';

/**
 * The SDK's answer schemas are built the first time something reads them, not when the SDK is imported: a command
 * parses one or two kinds of answer, and building all ~180 zod schemas up front cost every start of the CLI and the
 * TUI a few ms of CPU and a young-generation collection (issue 18, `skiff workspaces list --json`).
 *
 * `builtOnFirstUse(build)` stands for the schema `build()` returns: every read, call, `in`, `instanceof` and key
 * listing goes to that schema, built on the first of them, so callers (zod included, when the schema sits inside
 * another one) see the same shape as before. Getters and methods run with the schema itself as `this`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (stand, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may only report a property as non-configurable if its own target has it so: mirror it there.
      if (descriptor && !descriptor.configurable) Object.defineProperty(stand, key, descriptor);
      return descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

/** `z.lazy(getter)`, itself built on first use (see builtOnFirstUse): the same ZodLazy, the same shape. */
/*#__NO_SIDE_EFFECTS__*/
export function lazy<T extends z.core.SomeType>(getter: () => T): z.ZodLazy<T> {
  return builtOnFirstUse(() => z.lazy(getter));
}
