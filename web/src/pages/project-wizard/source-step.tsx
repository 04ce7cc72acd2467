import { GIT_ACCESS_CHOICES, gitAccessesOf } from '@skiff/sdk';
import { normaliseRepositoryPart } from '@skiff/sdk/domain';
import { useId } from 'react';
import { TextField } from '../../components/field.js';
import { GitProviderRadios } from '../../components/git-provider-radios.js';
import type { StepProps } from './wizard-form.js';

/**
 * Step 3, Source Code (spec 001 sections 2, 5 and 9), the SDK project wizard model's source fields: provider, new or
 * existing repository, owner, name, branch, and the git access the provider offers (GitHub: no repository token).
 */
export function SourceStep({ form, set }: StepProps) {
  const id = useId();
  const accesses = gitAccessesOf(form.provider);
  return (
    <>
      <GitProviderRadios
        value={form.provider}
        onChange={(provider) =>
          set({
            provider,
            gitAccess: gitAccessesOf(provider).includes(form.gitAccess) ? form.gitAccess : 'LINKED_ACCOUNT',
          })
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
      <fieldset className="choices">
        <legend>Git access</legend>
        {GIT_ACCESS_CHOICES.filter((c) => accesses.includes(c.key)).map((c) => (
          <label key={c.key} className="checkbox">
            <input
              type="radio"
              name={`${id}-access`}
              checked={form.gitAccess === c.key}
              onChange={() => set({ gitAccess: c.key })}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      {form.gitAccess === 'REPOSITORY_TOKEN' ? (
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
