import { canUseRepositoryToken, normaliseRepositoryPart } from '@skiff/sdk/domain';
import { useId } from 'react';
import { TextField } from '../../components/field.js';
import { GitProviderRadios } from '../../components/git-provider-radios.js';
import type { StepProps } from './wizard-form.js';

/** Step 3, Source Code (spec 001 sections 2 and 5): provider, new or existing repository, branch, token. */
export function SourceStep({ form, set }: StepProps) {
  const id = useId();
  const tokenAllowed = canUseRepositoryToken(form.provider);
  return (
    <>
      <GitProviderRadios
        value={form.provider}
        onChange={(provider) =>
          set({ provider, useRepositoryToken: canUseRepositoryToken(provider) && form.useRepositoryToken })
        }
      />
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
      <TextField
        id={`${id}-owner`}
        label="Repository owner"
        value={form.repositoryOwner}
        onChange={(v) => set({ repositoryOwner: normaliseRepositoryPart(v) })}
      />
      <TextField
        id={`${id}-name`}
        label="Repository name"
        value={form.repositoryName}
        onChange={(v) => set({ repositoryName: v })}
      />
      {form.repositoryType === 'EXISTING' ? (
        <TextField id={`${id}-branch`} label="Branch" value={form.branch} onChange={(v) => set({ branch: v })} />
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
        <TextField
          id={`${id}-token`}
          label="Repository token"
          value={form.repositoryToken}
          onChange={(v) => set({ repositoryToken: v })}
          type="password"
          autoComplete="off"
        />
      ) : null}
    </>
  );
}
