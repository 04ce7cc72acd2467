/**
 * Labels that tell items apart in a list to choose from: each item's name, or `name (id)` where several items
 * share the name (the platform allows that for workspaces, projects, clusters and cloud accounts), so that a
 * choice by label never picks the wrong one.
 */
export function distinctLabels<T>(items: T[], nameOf: (item: T) => string, idOf: (item: T) => string): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(nameOf(item), (counts.get(nameOf(item)) ?? 0) + 1);
  return items.map((item) => ((counts.get(nameOf(item)) ?? 0) > 1 ? `${nameOf(item)} (${idOf(item)})` : nameOf(item)));
}
