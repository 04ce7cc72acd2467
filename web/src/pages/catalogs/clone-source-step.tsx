import { normaliseRepositoryPart, type WizardGitProvider } from '@skiff/sdk/domain';
import { useId } from 'react';
import { TextField } from '../../components/field.js';
import { GitProviderRadios } from '../../components/git-provider-radios.js';

/** The new repository a clone goes into. */
export interface CloneSource {
  provider: WizardGitProvider;
  repositoryOwner: string;
  repositoryName: string;
}

/** The clone variant's Source Code step: the git provider and the new repository's owner and name (both required). */
export function CloneSourceStep(props: {
  source: CloneSource;
  errors: Partial<Record<'repositoryOwner' | 'repositoryName', string>>;
  set(source: CloneSource): void;
}) {
  const id = useId();
  const { source, set } = props;
  return (
    <>
      <GitProviderRadios value={source.provider} onChange={(provider) => set({ ...source, provider })} />
      <TextField
        id={`${id}-owner`}
        label="Repository owner"
        error={props.errors.repositoryOwner}
        value={source.repositoryOwner}
        onChange={(v) => set({ ...source, repositoryOwner: normaliseRepositoryPart(v) })}
      />
      <TextField
        id={`${id}-name`}
        label="Repository name"
        error={props.errors.repositoryName}
        value={source.repositoryName}
        onChange={(v) => set({ ...source, repositoryName: v })}
      />
    </>
  );
}
