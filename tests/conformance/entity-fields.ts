/**
 * Field paths of zod schemas and of answers, for the whole-entities test: which dotted paths a schema declares, and
 * which of a list of paths an answer lacks.
 */
import type * as z from 'zod';

interface Def {
  type: string;
  getter?: () => z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schemas a schema stands for, through lazy, optional, nullable, default, pipe, union and array. */
function objectShapes(schema: z.ZodType, depth = 0): Record<string, z.ZodType>[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape ?? {}];
    case 'lazy':
      return objectShapes(def.getter!(), depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return objectShapes(def.innerType!, depth + 1);
    case 'pipe':
      return objectShapes(def.in!, depth + 1);
    case 'array':
      return objectShapes(def.element!, depth + 1);
    case 'union':
      return (def.options ?? []).flatMap((option) => objectShapes(option, depth + 1));
    default:
      return [];
  }
}

/** Every dotted path a schema declares, three levels deep (`createdBy.rawInfo.email`). */
export function declaredPaths(schema: z.ZodType, prefix = '', depth = 0): Set<string> {
  const paths = new Set<string>();
  if (depth > 3) return paths;
  for (const shape of objectShapes(schema)) {
    for (const [key, inner] of Object.entries(shape)) {
      const path = prefix + key;
      paths.add(path);
      for (const nested of declaredPaths(inner, `${path}.`, depth + 1)) paths.add(nested);
    }
  }
  return paths;
}

/**
 * The paths an answer lacks. A top-level field must be present (null means "not set"); a nested one is checked
 * where its parent is set, in the first element where the parent is a list.
 */
export function missingPaths(answer: object, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    let at: unknown = answer;
    for (const key of path.split('.')) {
      if (Array.isArray(at)) at = at[0];
      if (at === null || at === undefined) return false;
      if (typeof at !== 'object' || !(key in at)) return true;
      at = (at as Record<string, unknown>)[key];
    }
    return false;
  });
}
