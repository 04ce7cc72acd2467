import { useState } from 'react';

export type ListView = 'grid' | 'list';

/** Spec 000 section 2: the grid/list choice is remembered in local storage (not a secret; one key for all lists). */
const VIEW_KEY = 'skiff.listView';

function storedView(): ListView {
  try {
    return window.localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The grid or list view of the card lists (workspaces, projects), remembered across visits. */
export function useListView(): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(storedView);
  const choose = (next: ListView) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage refused (private mode, blocked site data): the choice lasts for this page only.
    }
  };
  return [view, choose];
}

/** Two pressed-state buttons, Grid and List. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange(view: ListView): void }) {
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">View</legend>
      {(['grid', 'list'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => onChange(option)}>
          {option === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </fieldset>
  );
}
