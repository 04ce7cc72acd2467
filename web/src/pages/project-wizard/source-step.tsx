import { canUseRepositoryToken, normaliseRepositoryPart, WIZARD_GIT_PROVIDERS } from '@skiff/sdk';
import { useId } from 'react';
import { Field } from '../../components/field.js';
import type { StepProps } from './wizard-form.js';

/** Step 3, Source Code (spec 001 sections 2 and 5): provider, new or existing repository, branch, token. */
export function SourceStep({ form, set }: StepProps) {
  const id = useId();
  const tokenAllowed = canUseRepositoryToken(form.provider);
  return (
    <>
      <fieldset className="choices">
        <legend>Git provider</legend>
        {WIZARD_GIT_PROVIDERS.map((p) => (
          <label key={p.key} className="checkbox">
            <input
              type="radio"
              name={`${id}-provider`}
              checked={form.provider === p.key}
              onChange={() =>
                set({ provider: p.key, useRepositoryToken: canUseRepositoryToken(p.key) && form.useRepositoryToken })
              }
            />
            {p.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="choices">
        <legend>Repository</legend>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-type`}
            checked={form.repositoryType === 'EXISTING'}
            onChange={() => set({ repositoryType: 'EXISTING' })}
          />
          An existing repository
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-type`}
            checked={form.repositoryType === 'NEW'}
            onChange={() => set({ repositoryType: 'NEW' })}
          />
          A new repository
        </label>
      </fieldset>
      <Field id={`${id}-owner`} label="Repository owner">
        <input
          id={`${id}-owner`}
          type="text"
          value={form.repositoryOwner}
          onChange={(e) => set({ repositoryOwner: normaliseRepositoryPart(e.target.value) })}
        />
      </Field>
      <Field id={`${id}-name`} label="Repository name">
        <input
          id={`${id}-name`}
          type="text"
          value={form.repositoryName}
          onChange={(e) => set({ repositoryName: e.target.value })}
        />
      </Field>
      {form.repositoryType === 'EXISTING' ? (
        <Field id={`${id}-branch`} label="Branch">
          <input
            id={`${id}-branch`}
            type="text"
            value={form.branch}
            onChange={(e) => set({ branch: e.target.value })}
          />
        </Field>
      ) : null}
      <label className="checkbox">
        <input
          type="checkbox"
          disabled={!tokenAllowed}
          checked={form.useRepositoryToken === true}
          onChange={(e) => set({ useRepositoryToken: e.target.checked })}
        />
        Use a repository token{tokenAllowed ? '' : ' (not available for GitHub)'}
      </label>
      {form.useRepositoryToken ? (
        <Field id={`${id}-token`} label="Repository token">
          <input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            value={form.repositoryToken}
            onChange={(e) => set({ repositoryToken: e.target.value })}
          />
        </Field>
      ) : null}
    </>
  );
}
