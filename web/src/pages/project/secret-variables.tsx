import { secretValuesErrors } from '@skiff/sdk/domain';
import { useId, useState } from 'react';

export interface Variable {
  key: string;
  value: string;
}

/** Rows of a values map, in its order. */
export function variablesOf(values: Record<string, unknown> | null | undefined): Variable[] {
  return Object.entries(values ?? {}).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/** The values map the rows make, and the SDK's messages for it (spec 002 section 5); at least one row is needed. */
export function valuesOfRows(rows: readonly Variable[]): { values: Record<string, string>; errors: string[] } {
  const values: Record<string, string> = {};
  for (const row of rows) values[row.key] = row.value;
  // a blank key twice collapses into one entry: check each row so every one is seen
  const errors = new Set(rows.flatMap((row) => secretValuesErrors({ [row.key]: row.value })));
  return { values, errors: [...errors] };
}

/** Key and value rows; values are hidden (password inputs) unless the user asks to see them. */
export function SecretVariables(props: { rows: Variable[]; onChange(rows: Variable[]): void; caption: string }) {
  const { rows, onChange } = props;
  const [shown, setShown] = useState(false);
  const id = useId();
  const set = (index: number, patch: Partial<Variable>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="secret-variables">
      <legend>{props.caption}</legend>
      <label>
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} /> Show values
      </label>
      <ol aria-label={`${props.caption}: variables`}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place (keys are edited)
          <li key={index} className="row">
            <label htmlFor={`${id}-k${index}`}>Key {index + 1}</label>
            <input
              id={`${id}-k${index}`}
              type="text"
              value={row.key}
              autoComplete="off"
              onChange={(e) => set(index, { key: e.target.value })}
            />
            <label htmlFor={`${id}-v${index}`}>Value {index + 1}</label>
            <input
              id={`${id}-v${index}`}
              type={shown ? 'text' : 'password'}
              value={row.value}
              autoComplete="off"
              onChange={(e) => set(index, { value: e.target.value })}
            />
            <button
              type="button"
              aria-label={`Remove variable ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...rows, { key: '', value: '' }])}>
        Add variable
      </button>
    </fieldset>
  );
}
