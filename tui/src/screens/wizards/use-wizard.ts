import { useEffect, useRef, useState } from 'react';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { stepChoice, stepErrors, type WizardStep, type WizardValues } from './wizard-model.js';

export interface WizardSpec {
  /** The steps in their order; the last one is the review, whose Enter finishes (unless `review` is false). */
  steps: readonly WizardStep[];
  /** False: no review, the last step has fields and Tab on it finishes (a two-step form's Create). */
  review?: boolean;
  /** Every broken rule of the answers, by field key (the spec's messages). */
  errorsOf(values: WizardValues): Readonly<Record<string, string>>;
  onFinish(values: WizardValues): void;
}

/**
 * The keys and state of a step-by-step form: ↑/↓ pick a field, ←/→ change a choice or a switch, Enter types into a
 * text field, Tab (or Enter elsewhere) goes to the next step once the step's fields are valid (their messages show
 * when it is refused), Enter on the review finishes, Esc goes back a step (from the first, to the screen below).
 * Input: the spec, the first answers (undefined while loading; new ones start over) and whether the screen is shown.
 */
export function useWizard(spec: WizardSpec, initial: WizardValues | undefined, active: boolean) {
  const [values, setValuesState] = useState<WizardValues>(initial ?? {});
  const [stepIndex, setStepIndex] = useState(0);
  const [cursor, setCursor] = useState(0);
  const [tried, setTried] = useState(-1);
  // Keys arrive faster than re-renders: the answers, the step and the cursor live in refs too.
  const now = useRef({ values, stepIndex, cursor });
  const setValues = (next: WizardValues) => {
    now.current = { ...now.current, values: next };
    setValuesState(next);
  };
  const goTo = (index: number) => {
    now.current = { ...now.current, stepIndex: index, cursor: 0 };
    setStepIndex(index);
    setCursor(0);
  };
  const moveCursor = (step: number, count: number) => {
    const next = Math.min(Math.max(0, count - 1), Math.max(0, now.current.cursor + step));
    now.current = { ...now.current, cursor: next };
    setCursor(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: start over only when new first answers arrive
  useEffect(() => {
    if (!initial) return;
    setValues(initial);
    goTo(0);
  }, [initial]);

  const prompt = useTextPrompt();
  useKeyLayer(prompt.layer, active);
  const last = spec.steps.length - 1;
  const review = spec.review === false ? -1 : last;
  const finish = (answers: WizardValues, index: number) => {
    if (Object.keys(spec.errorsOf(answers)).length === 0) spec.onFinish(answers);
    else setTried(index);
  };

  const enter = () => {
    const { values: answers, stepIndex: index, cursor } = now.current;
    const step = spec.steps[index]!;
    const fields = step.fields(answers);
    const field = fields[Math.min(cursor, fields.length - 1)];
    if (field && (field.kind === 'text' || field.kind === 'secret')) {
      prompt.ask({
        question: field.label,
        hint: field.hint,
        secret: field.kind === 'secret',
        validate: (text) => spec.errorsOf({ ...now.current.values, [field.key]: text })[field.key],
        onSubmit: (text) =>
          setValues({ ...now.current.values, [field.key]: field.normalise ? field.normalise(text) : text }),
      });
      return;
    }
    if (index !== review) nextStep();
    else finish(answers, index);
  };
  const nextStep = () => {
    const { values: answers, stepIndex: index } = now.current;
    if (index === review) return;
    if (index === last) finish(answers, index);
    else if (Object.keys(stepErrors(spec.steps[index]!, answers, spec.errorsOf(answers))).length > 0) setTried(index);
    else goTo(index + 1);
  };

  useKeyLayer(
    {
      scopes: ['form', 'global'],
      onCommand: (command) => {
        const { values: answers, stepIndex: index, cursor } = now.current;
        const fields = spec.steps[index]!.fields(answers);
        const at = Math.min(cursor, fields.length - 1);
        if (command === 'previousField' || command === 'nextField')
          moveCursor(command === 'nextField' ? 1 : -1, fields.length);
        else if (command === 'decrease' || command === 'increase') {
          const field = fields[at];
          if (field) setValues(stepChoice(answers, field, command === 'increase' ? 1 : -1));
        } else if (command === 'save') enter();
        else if (command === 'nextStep') nextStep();
        else if (command === 'back' && index > 0) goTo(index - 1);
        else return false;
        return true;
      },
    },
    active,
  );

  const shown = spec.steps[stepIndex]?.fields(values).length ?? 0;
  const errors = spec.errorsOf(values);
  return {
    values,
    /** Sets one answer from outside the keys (a default once its choices have loaded). */
    setAnswer: (key: string, value: unknown) => setValues({ ...now.current.values, [key]: value }),
    /** One answer as it is now (for code that runs later than the render it was made in). */
    answerOf: (key: string) => now.current.values[key],
    stepIndex,
    cursor: Math.min(cursor, Math.max(0, shown - 1)),
    /** The messages shown: of the fields answered, and of every field once Next was refused on this step. */
    shownErrors: (key: string) =>
      tried === stepIndex || (values[key] !== undefined && values[key] !== '') ? errors[key] : undefined,
    asking: prompt.asking,
  };
}
