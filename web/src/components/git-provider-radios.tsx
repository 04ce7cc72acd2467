import { WIZARD_GIT_PROVIDERS, type WizardGitProvider } from '@skiff/sdk/domain';
import { useId } from 'react';

/** The source steps' git provider tabs (spec 001 section 2: GitHub, GitLab and Bitbucket) as radios. */
export function GitProviderRadios(props: { value: WizardGitProvider; onChange(provider: WizardGitProvider): void }) {
  const id = useId();
  return (
    <fieldset className="choices">
      <legend>Git provider</legend>
      {WIZARD_GIT_PROVIDERS.map((p) => (
        <label key={p.key} className="checkbox">
          <input
            type="radio"
            name={`${id}-provider`}
            checked={props.value === p.key}
            onChange={() => props.onChange(p.key)}
          />
          {p.label}
        </label>
      ))}
    </fieldset>
  );
}
