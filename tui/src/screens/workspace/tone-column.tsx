import type { Tone } from '@skiff/sdk/domain';
import { Text } from 'ink';
import type { Column } from '../../components/data-table.js';
import { useTheme } from '../../contexts/theme-context.js';
import { cleanLine, fit } from '../../services/text.js';

function ToneText({ text, tone, width }: { text: string; tone: Tone; width: number }) {
  const theme = useTheme();
  return <Text color={theme.tone[tone]}>{fit(text, width)}</Text>;
}

/** A table column of a status word (a task's, a VPS's) in the colour of the SDK's tone for it. */
export function toneColumn<T>(
  header: string,
  width: number,
  statusOf: (item: T) => string | null | undefined,
  toneOf: (status: string | null | undefined) => Tone,
): Column<T> {
  const text = (item: T) => cleanLine(statusOf(item)) || '-';
  return {
    header,
    width,
    text,
    render: (item, w) => <ToneText text={text(item)} tone={toneOf(statusOf(item))} width={w} />,
  };
}
