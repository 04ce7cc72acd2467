import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import type { TextPromptSpec } from '../hooks/use-text-prompt.js';
import { answerText, type WizardStep, type WizardValues } from '../screens/wizards/wizard-model.js';
import { fit } from '../services/text.js';
import { TextPrompt } from './text-prompt.js';

const LABEL_WIDTH = 22;

/** What the view needs of a wizard's state (`useWizard`'s answer has it all). */
export interface WizardState {
  stepIndex: number;
  values: WizardValues;
  cursor: number;
  shownErrors(key: string): string | undefined;
  asking?: { spec: TextPromptSpec; text: string; error?: string };
}

export interface WizardViewProps {
  title: string;
  steps: readonly WizardStep[];
  wizard: WizardState;
  /** What Enter does on the review: `Deploy`, `Create` (without a review: what Tab does on the last step). */
  finishWord: string;
  /** False: the last step is fields, not a review of the answers (default true). */
  review?: boolean;
  /** A line while loading or sending. */
  busy?: string;
  width: number;
  height: number;
}

/** A wizard on screen: its steps with the current one marked, the step's fields (or the review), and the prompt. */
export function WizardView(props: WizardViewProps) {
  const theme = useTheme();
  const { steps } = props;
  const { stepIndex, values, cursor, shownErrors, asking } = props.wizard;
  const step = steps[stepIndex]!;
  const isLast = stepIndex === steps.length - 1;
  const isReview = isLast && props.review !== false;
  const trail = steps.map((s, i) => (i === stepIndex ? `[${s.title}]` : s.title)).join(' › ');
  const note = step.note?.(values);
  return (
    <Box flexDirection="column" width={props.width} height={props.height}>
      <Box flexShrink={0}>
        <Text bold wrap="truncate">
          {`${props.title}: step ${stepIndex + 1} of ${steps.length}, ${step.title}`}
          <Text color={theme.text.secondary}>{props.busy ? ` ${props.busy}` : ''}</Text>
        </Text>
      </Box>
      <Box flexShrink={0}>
        <Text color={theme.text.secondary} wrap="truncate">
          {trail}
        </Text>
      </Box>
      {/* Too short for every row: the rows are cut at the bottom, the title, steps and keys stay. */}
      <Box flexDirection="column" flexShrink={1} overflow="hidden">
        <Box flexDirection="column" flexShrink={0}>
          {isReview
            ? steps.slice(0, -1).flatMap((s) =>
                s.fields(values).map((field) => (
                  <Text key={`${s.title}/${field.key}`} wrap="truncate">
                    {`  ${fit(field.label, LABEL_WIDTH)} ${answerText(field, values[field.key])}`}
                    <Text color={theme.notice.error}>{` ${shownErrors(field.key) ?? ''}`}</Text>
                  </Text>
                )),
              )
            : step.fields(values).map((field, index) => {
                const selected = index === cursor;
                const answer = answerText(field, values[field.key]);
                const value = field.kind === 'choice' || field.kind === 'toggle' ? `‹ ${answer} ›` : answer;
                const error = shownErrors(field.key);
                return (
                  <Box key={field.key} flexDirection="column">
                    <Text wrap="truncate">
                      <Text color={selected ? theme.selection.colour : undefined} bold={selected}>
                        {`${selected ? theme.symbols.cursor : ' '} ${fit(field.label, LABEL_WIDTH)} `}
                      </Text>
                      <Text inverse={selected && theme.selection.inverse}>{value}</Text>
                    </Text>
                    {error ? (
                      <Text color={theme.notice.error} wrap="truncate">{`  ${' '.repeat(LABEL_WIDTH)} ${error}`}</Text>
                    ) : null}
                  </Box>
                );
              })}
          {note ? (
            <Text color={theme.text.secondary} wrap="truncate">
              {note}
            </Text>
          ) : null}
        </Box>
      </Box>
      <Box flexShrink={0}>
        <Text color={theme.text.secondary} wrap="truncate">
          {isReview
            ? `Enter: ${props.finishWord}  Esc: back to change an answer`
            : `Enter: type into the text field  ←/→: change  Tab: ${isLast ? props.finishWord : 'next step'}  Esc: previous step`}
        </Text>
      </Box>
      {asking ? (
        <Box marginTop={1}>
          <TextPrompt {...asking} />
        </Box>
      ) : null}
    </Box>
  );
}

/** A wizard's title while what it needs loads (or after that failed: the footer says why). */
export function WizardLoading({ title, failed }: { title: string; failed: boolean }) {
  const theme = useTheme();
  return (
    <Text bold wrap="truncate">
      {title}
      <Text color={theme.text.secondary}>{failed ? ' could not be loaded (Esc goes back)' : ' loading…'}</Text>
    </Text>
  );
}
