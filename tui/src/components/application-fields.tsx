import { type Application, applicationBranch, formatDate, humanAction, taskStatusTone } from '@skiff/sdk';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTheme } from '../contexts/theme-context.js';
import { cleanLine } from '../text.js';
import { StateBadge } from './state-badge.js';

/** One labelled line of a details panel. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Box>
      <Box width={14} flexShrink={0}>
        <Text color={theme.text.secondary}>{label}</Text>
      </Box>
      {typeof children === 'string' ? <Text wrap="truncate">{children}</Text> : children}
    </Box>
  );
}

/** The overview of an application: state, hostname, replicas, deployedAt, environment, last activity. */
export function ApplicationFields({ app }: { app: Application }) {
  const theme = useTheme();
  const last = app.lastActivity;
  return (
    <Box flexDirection="column">
      <Field label="State">
        <StateBadge application={app} />
      </Field>
      <Field label="Branch">{cleanLine(applicationBranch(app))}</Field>
      <Field label="Hostname">{cleanLine(app.hostname) || '-'}</Field>
      <Field label="Replicas">{String(app.replicas ?? 0)}</Field>
      <Field label="Deployed at">{formatDate(app.deployedAt) || '-'}</Field>
      <Field label="Environment">{cleanLine(app.environment?.clusterName) || '-'}</Field>
      <Field label="Last activity">
        {last?.action ? (
          <Text wrap="truncate">
            {`${humanAction(last.action)} `}
            <Text color={theme.tone[taskStatusTone(last.status)]}>{cleanLine(last.status)}</Text>
            {` ${formatDate(last.updatedAt ?? last.createdAt)}`}
          </Text>
        ) : (
          '-'
        )}
      </Field>
    </Box>
  );
}
