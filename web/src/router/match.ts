/** Path patterns like `/workspaces/:workspaceId/projects`; a `:name` segment matches one non-empty segment. */
export type RouteParams = Record<string, string>;

/** The params of `pathname` under `pattern`, or undefined when it does not match. A trailing slash is ignored. */
export function matchPath(pattern: string, pathname: string): RouteParams | undefined {
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return undefined;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const h = have[i] ?? '';
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return undefined;
      }
    } else if (w !== h) {
      return undefined;
    }
  }
  return params;
}

/** Builds a path from a pattern, encoding every param. */
export function buildPath(pattern: string, params: RouteParams): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function split(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}
