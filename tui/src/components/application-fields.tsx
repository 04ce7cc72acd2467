import { type Application, applicationBranch, type PodDetail, podDetailSchema } from '@skiff/sdk';
import { formatDate, humanAction, taskStatusTone } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTheme } from '../contexts/theme-context.js';
import { cleanLine } from '../services/text.js';
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

/** The pods shown on the overview at the most (a line each); the others are counted. */
const PODS_SHOWN = 3;

/** The application's pod details (spec 002: the overview's pod details) that the server sent in a known shape. */
export function podsOf(app: Application): PodDetail[] {
  return (app.podDetails ?? []).flatMap((pod) => {
    const parsed = podDetailSchema.safeParse(pod);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The rows the pod details take on the overview. */
export function podRows(app: Application): number {
  const count = podsOf(app).length;
  return count === 0 ? 0 : Math.min(count, PODS_SHOWN) + (count > PODS_SHOWN ? 1 : 0);
}

/** One pod: its name, status, restarts and node. */
function podLine(pod: PodDetail): string {
  const parts = [cleanLine(pod.podName), cleanLine(pod.status) || '-', `restarts ${pod.restartCount ?? 0}`];
  if (pod.node) parts.push(`on ${cleanLine(pod.node)}`);
  return parts.join('  ');
}

/** The overview of an application: state, hostname, replicas, deployedAt, environment, last activity, pods. */
export function ApplicationFields({ app }: { app: Application }) {
  const theme = useTheme();
  const last = app.lastActivity;
  const pods = podsOf(app);
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
      {pods.slice(0, PODS_SHOWN).map((pod, index) => (
        <Field key={pod.podName} label={index === 0 ? 'Pods' : ''}>
          {podLine(pod)}
        </Field>
      ))}
      {pods.length > PODS_SHOWN ? <Field label="">{`and ${pods.length - PODS_SHOWN} more`}</Field> : null}
    </Box>
  );
}
