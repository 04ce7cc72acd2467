import type { Tone } from '@skiff/sdk/domain';
import { Text } from 'ink';
import type { Column } from '../../components/data-table.js';
import { useTheme } from '../../contexts/theme-context.js';
import { fit } from '../../services/text.js';

function ToneText({ text, tone, width }: { text: string; tone: Tone; width: number }) {
  const theme = useTheme();
  return (
    <Text color={theme.tone[tone]} bold wrap="truncate">
      {fit(text, width)}
    </Text>
  );
}

/** A column whose (cleaned) text is coloured by an SDK tone rule: a cluster status, an administrator's role. */
export function toneColumn<T>(header: string, width: number, text: (item: T) => string, tone: (item: T) => Tone) {
  const column: Column<T> = {
    header,
    width,
    text,
    render: (item, w) => <ToneText text={text(item)} tone={tone(item)} width={w} />,
  };
  return column;
}
