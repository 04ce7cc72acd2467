import { WORKSPACE_FEATURE_FLAGS, type WorkspaceFeatureFlag, workspaceFlagWarning } from '@skiff/sdk/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.js';

export type FeatureFlags = Record<WorkspaceFeatureFlag, boolean>;

/**
 * The workspace's feature flags as switches (spec 001 sections 3 and 7, the SDK's `WORKSPACE_FEATURE_FLAGS`, in its
 * order and with its labels). Switching auto pause asks first with the SDK's warning (spec 001 section 8: it
 * affects every application of the workspace).
 */
export function FeatureSwitches(props: { flags: FeatureFlags; onChange(flags: FeatureFlags): void }) {
  const id = useId();
  const [asking, setAsking] = useState<{ field: WorkspaceFeatureFlag; on: boolean; warning: string }>();
  const set = (field: WorkspaceFeatureFlag, on: boolean) => props.onChange({ ...props.flags, [field]: on });
  const flip = (field: WorkspaceFeatureFlag, on: boolean) => {
    const warning = workspaceFlagWarning(field);
    if (warning) setAsking({ field, on, warning });
    else set(field, on);
  };
  const label = (field: WorkspaceFeatureFlag) => WORKSPACE_FEATURE_FLAGS.find((f) => f.field === field)?.label ?? field;
  return (
    <fieldset className="feature-switches">
      <legend>Features</legend>
      {WORKSPACE_FEATURE_FLAGS.map((flag) => (
        <div key={flag.field} className="switch-field">
          <input
            id={`${id}-${flag.field}`}
            type="checkbox"
            role="switch"
            aria-checked={props.flags[flag.field]}
            checked={props.flags[flag.field]}
            onChange={(event) => flip(flag.field, event.target.checked)}
          />
          <label htmlFor={`${id}-${flag.field}`}>{flag.label}</label>
        </div>
      ))}
      {asking ? (
        <ConfirmDialog
          title={`Switch ${label(asking.field).toLowerCase()} ${asking.on ? 'on' : 'off'}?`}
          message={<p>{asking.warning}</p>}
          confirmLabel={`Switch ${asking.on ? 'on' : 'off'}`}
          onConfirm={() => {
            set(asking.field, asking.on);
            setAsking(undefined);
          }}
          onCancel={() => setAsking(undefined)}
        />
      ) : null}
    </fieldset>
  );
}
