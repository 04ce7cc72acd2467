import { typedConfirmationOf, type Workspace } from '@skiff/sdk';
import { WORKSPACE_FEATURE_FLAGS, workspaceFlagOn } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { isNarrow } from '../../app/layout.js';
import { Field } from '../../components/application-fields.js';
import type { Named } from '../../contexts/router-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useListCursor } from '../../hooks/use-list-cursor.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { useActionForms } from '../shared/action-forms.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { transferLine, useWorkspaceSettings } from './use-workspace-settings.js';
import { useWorkspaceTab } from './use-workspace-tab.js';
import { WorkspaceTabTitle } from './workspace-tab-title.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column">
      <Text bold color={theme.text.accent} wrap="truncate">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** A panel of the right half: its title above its text, or both on one line in the narrow layout. */
function Panel({
  title,
  narrow,
  colour,
  children,
}: {
  title: string;
  narrow: boolean;
  colour?: string;
  children: string;
}) {
  const theme = useTheme();
  const heading = (
    <Text bold color={colour ?? theme.text.accent}>
      {narrow ? `${title}: ` : title}
    </Text>
  );
  if (narrow)
    return (
      <Text wrap="truncate">
        {heading}
        {children}
      </Text>
    );
  return (
    <Box flexDirection="column" marginBottom={1}>
      {heading}
      <Text>{children}</Text>
    </Box>
  );
}

/** The feature flags, one a line, the selected one marked; `[on ]`/`[off]` say it without colour too. */
function FeatureFlags({ workspace, selected }: { workspace: Workspace; selected: number }) {
  const theme = useTheme();
  return (
    <Section title={`Feature flags (↑↓ select, ${primaryKeyLabel('toggleFlag')} switch)`}>
      {WORKSPACE_FEATURE_FLAGS.map((flag, index) => {
        const on = workspaceFlagOn(workspace, flag.field);
        return (
          <Text key={flag.field} inverse={index === selected} wrap="truncate">
            {index === selected ? '> ' : '  '}
            <Text color={on ? theme.tone.success : theme.text.secondary}>{on ? '[on ]' : '[off]'}</Text>
            {` ${flag.label}`}
          </Text>
        );
      })}
    </Section>
  );
}

/**
 * A workspace's Settings (spec 001 /settings, owner and instance admins; others pass on to the next tab): the
 * workspace settings (`e` edits the name and description, `L` sets the logo), the feature flags (`f` switches the selected one, auto
 * pause after its warning), Transfer Owner (`T`, `R` revokes a pending one) and the Danger Zone (`D`, handled with
 * the other tabs: type `workspace/{name}`). Two columns from 100 columns, one below; fits 80x24 with a form open.
 */
export function WorkspaceSettingsScreen({ workspace, active, width, height }: ScreenProps & { workspace: Named }) {
  const theme = useTheme();
  const forms = useActionForms(active);
  const tab = useWorkspaceTab(workspace, 'settings', active);
  const view = tab.data;
  const actions = useWorkspaceSettings(workspace, forms, tab.reload, view);
  const cursor = useListCursor(WORKSPACE_FEATURE_FLAGS.length, WORKSPACE_FEATURE_FLAGS.length);
  useKeyLayer(
    {
      scopes: ['workspaceSettings', 'list', 'global'],
      onCommand: (command) => {
        if (cursor.onCommand(command)) return true;
        if (command === 'editItem') actions.edit();
        else if (command === 'toggleFlag') actions.toggle(WORKSPACE_FEATURE_FLAGS[cursor.current()]!.field);
        else if (command === 'transferWorkspace') actions.transfer();
        else if (command === 'revokeTransfer') actions.revoke();
        else if (command === 'setLogo') actions.logo();
        else if (command === 'reload') tab.reload();
        else return false;
        return true;
      },
    },
    active && !tab.hidden,
  );
  const data = view && !tab.hidden ? view.workspace : undefined;
  const narrow = isNarrow(width);
  // Two halves side by side from 100 columns; one column below (a zero basis there would hide them).
  const half = narrow ? {} : { flexBasis: 0, flexGrow: 1 };
  const danger = `${primaryKeyLabel('deleteWorkspace')} deletes it: type ${typedConfirmationOf('workspace.delete', workspace.name).expected}`;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <WorkspaceTabTitle title={`Settings of ${workspace.name}`} loaded={tab} plan={data?.plan} />
      {/* Below 100 columns the footer's hints say the keys: the rows go to the panels. */}
      {forms.shown ? (
        // A form open at 80x24 keeps its rows; the panels below give way.
        <Box flexDirection="column" flexShrink={0}>
          {forms.shown}
        </Box>
      ) : narrow ? null : (
        <Text color={theme.text.secondary} wrap="truncate">
          {`${primaryKeyLabel('editItem')} edits the name and description, ${primaryKeyLabel('setLogo')} sets the logo`}
        </Text>
      )}
      {data ? (
        <Box flexDirection={narrow ? 'column' : 'row'} columnGap={2}>
          <Box flexDirection="column" {...half}>
            <Section title="Workspace settings">
              <Field label="Name">{cleanLine(data.name) || '-'}</Field>
              <Field label="Description">{cleanLine(data.description) || '-'}</Field>
              <Field label="Logo">{cleanLine(data.logo) || '-'}</Field>
            </Section>
            <FeatureFlags workspace={data} selected={cursor.index} />
          </Box>
          <Box flexDirection="column" {...half}>
            <Panel title="Transfer Owner" narrow={narrow}>
              {transferLine(data)}
            </Panel>
            <Panel title="Danger Zone" narrow={narrow} colour={theme.tone.error}>
              {danger}
            </Panel>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
