import {
  CI_TEMPLATE_FILES,
  CI_TEMPLATE_LABELS,
  CI_TEMPLATE_PROVIDERS,
  type CiTemplateProvider,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useTheme } from '../../contexts/theme-context.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';

/** The git host after (`by` 1) or before (-1) `provider`, round the list. */
export function nextCiProvider(provider: CiTemplateProvider, by: 1 | -1): CiTemplateProvider {
  const count = CI_TEMPLATE_PROVIDERS.length;
  return CI_TEMPLATE_PROVIDERS[(CI_TEMPLATE_PROVIDERS.indexOf(provider) + by + count) % count]!;
}

/**
 * Export site > CI template (spec 002 sections 2.8 and 7): the pipeline of the chosen git host (←/→) that rolls the
 * branch out on each push through the application's git webhook; `c` copies it. The panel fetches it from a file of
 * the web app, outside the API: the SDK writes it (`ciTemplateText`), with the token read from a CI secret.
 */
export function ExportCiPane({
  provider,
  text,
  width,
  height,
}: {
  provider: CiTemplateProvider;
  text: string;
  width: number;
  height: number;
}) {
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Box flexShrink={0}>
        <Text wrap="truncate">
          <Text bold>{`CI template: ${CI_TEMPLATE_LABELS[provider]}`}</Text>
          <Text color={theme.text.secondary}>
            {` in ${CI_TEMPLATE_FILES[provider]}  ${primaryKeyLabel('decrease')}/${primaryKeyLabel('increase')} git host, ${primaryKeyLabel('copy')} copy`}
          </Text>
        </Text>
      </Box>
      {text.split('\n').map((line, index) => {
        const body = line.trimStart();
        return (
          // Lines repeat (`- >-`); their place is their identity. A wrapped line keeps its indent.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box key={index} paddingLeft={line.length - body.length} flexShrink={0}>
            <Text wrap="wrap">{body}</Text>
          </Box>
        );
      })}
    </Box>
  );
}
