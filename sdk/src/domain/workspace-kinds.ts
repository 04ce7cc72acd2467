/** The workspace list's kind filters (spec 000 section 2): Production, Drupal Forge, Personal. */

/** The three mutually exclusive kind filters of the workspace list: URL key, label and list-call parameter. */
export const WORKSPACE_KIND_FILTERS = [
  { key: 'regular', label: 'Production', param: 'isRegular' },
  { key: 'drupalForge', label: 'Drupal Forge', param: 'isDrupalForge' },
  { key: 'personal', label: 'Personal', param: 'isPersonal' },
] as const;
export type WorkspaceKindFilter = (typeof WORKSPACE_KIND_FILTERS)[number]['key'];

export function isWorkspaceKindFilter(value: unknown): value is WorkspaceKindFilter {
  return WORKSPACE_KIND_FILTERS.some((f) => f.key === value);
}

/** The list-call parameters of a chosen kind (at most one is true: the filters exclude each other). */
export function workspaceKindParams(kind: WorkspaceKindFilter | undefined): {
  isRegular?: boolean;
  isDrupalForge?: boolean;
  isPersonal?: boolean;
} {
  const filter = WORKSPACE_KIND_FILTERS.find((f) => f.key === kind);
  return filter ? { [filter.param]: true } : {};
}

/** Ticking a kind selects it alone; ticking the selected one again clears it. */
export function toggleWorkspaceKind(
  current: WorkspaceKindFilter | undefined,
  clicked: WorkspaceKindFilter,
): WorkspaceKindFilter | undefined {
  return current === clicked ? undefined : clicked;
}
