import { useState } from 'react';

/** Where a step-by-step form stands: its step, whether the user tried to leave it, and the moves. */
export interface WizardStep {
  step: number;
  /** Next was pressed on this step: its errors may show. */
  touched: boolean;
  last: boolean;
  /** Next: marks the step touched; when `ready` moves on, and answers true only on the last step (time to submit). */
  advance(ready: boolean): boolean;
  back(): void;
}

/** The step state of a wizard of `count` steps (spec: "Wizards move step by step (Next/Back)"). */
export function useWizardStep(count: number): WizardStep {
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState(false);
  const last = step === count - 1;
  const advance = (ready: boolean) => {
    setTouched(true);
    if (!ready) return false;
    if (last) return true;
    setStep(step + 1);
    setTouched(false);
    return false;
  };
  return { step, touched, last, advance, back: () => setStep(Math.max(0, step - 1)) };
}

/** A wizard's steps in order, the current one marked. */
export function WizardSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="steps" aria-label="Steps">
      {steps.map((label, index) => (
        <li key={label} aria-current={index === current ? 'step' : undefined}>
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** A wizard's buttons: Back from the second step on, then Next, or `finalLabel` on the last step. */
export function WizardActions(props: { wizard: WizardStep; finalLabel: string; busy: boolean; disabled?: boolean }) {
  const { wizard } = props;
  return (
    <div className="actions">
      {wizard.step > 0 ? (
        <button type="button" onClick={wizard.back} disabled={props.busy}>
          Back
        </button>
      ) : null}
      <button type="submit" className="primary" disabled={props.disabled === true || props.busy}>
        {wizard.last ? props.finalLabel : 'Next'}
      </button>
    </div>
  );
}
