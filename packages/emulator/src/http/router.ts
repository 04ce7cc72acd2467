/** A small route table: patterns like `/api/v2/workspaces/:workspaceId/projects`, matched segment by segment. */

export interface RouteMatch<H> {
  handler: H;
  params: Record<string, string>;
  pattern: string;
}

interface CompiledRoute<H> {
  method: string;
  pattern: string;
  segments: string[];
  handler: H;
}

export class Router<H> {
  private readonly bySize = new Map<number, CompiledRoute<H>[]>();

  add(method: string, pattern: string, handler: H): this {
    const segments = pattern.split('/').filter(Boolean);
    const list = this.bySize.get(segments.length) ?? [];
    list.push({ method: method.toUpperCase(), pattern, segments, handler });
    // Literal segments win over parameters: `/activities/:id` must not shadow `/activities/search` added later.
    list.sort((a, b) => literalScore(b.segments) - literalScore(a.segments));
    this.bySize.set(segments.length, list);
    return this;
  }

  match(method: string, path: string): RouteMatch<H> | undefined {
    const parts = path.split('/').filter(Boolean);
    const candidates = this.bySize.get(parts.length);
    if (!candidates) return undefined;
    const wanted = method === 'HEAD' ? 'GET' : method;
    for (const route of candidates) {
      if (route.method !== wanted) continue;
      const params = matchSegments(route.segments, parts);
      if (params) return { handler: route.handler, params, pattern: route.pattern };
    }
    return undefined;
  }
}

function literalScore(segments: string[]): number {
  // Weigh earlier segments more so the first differing segment decides.
  return segments.reduce((score, s, i) => score + (s.startsWith(':') ? 0 : 2 ** (segments.length - i)), 0);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return undefined;
      }
    } else if (want !== got) {
      return undefined;
    }
  }
  return params;
}
