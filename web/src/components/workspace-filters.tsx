import { toggleWorkspaceKind, WORKSPACE_KIND_FILTERS, type WorkspaceKindFilter } from '@skiff/sdk/domain';

/** The workspace list's three mutually exclusive kind checkboxes and the reset button (spec 000 section 2). */
export function WorkspaceFilters(props: {
  kind: WorkspaceKindFilter | undefined;
  onKind(kind: WorkspaceKindFilter | undefined): void;
  onReset(): void;
  canReset: boolean;
}) {
  return (
    <fieldset className="filters">
      <legend className="visually-hidden">Workspace kind</legend>
      {WORKSPACE_KIND_FILTERS.map((filter) => (
        <label key={filter.key} className="checkbox">
          <input
            type="checkbox"
            checked={props.kind === filter.key}
            onChange={() => props.onKind(toggleWorkspaceKind(props.kind, filter.key))}
          />
          {filter.label}
        </label>
      ))}
      <button type="button" onClick={props.onReset} disabled={!props.canReset}>
        Reset
      </button>
    </fieldset>
  );
}
