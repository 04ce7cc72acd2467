import { cloudProviderLabel } from '@skiff/sdk/domain';

/** The provider choice of the cloud-account and cluster forms: the given providers, then GCP "coming soon" (disabled). */
export function ProviderRadios<P extends string>(props: { providers: readonly P[]; value: P; onChange(p: P): void }) {
  return (
    <fieldset className="field">
      <legend>Provider</legend>
      {props.providers.map((p) => (
        <label key={p}>
          <input type="radio" name="provider" checked={props.value === p} onChange={() => props.onChange(p)} />{' '}
          {cloudProviderLabel(p)}{' '}
        </label>
      ))}
      <label>
        <input type="radio" name="provider" disabled /> {cloudProviderLabel('GCP')} (coming soon)
      </label>
    </fieldset>
  );
}
