import type { Environment } from '@skiff/sdk';
import { clusterDeletionRefusal, clusterFacts, clusterStatusTone } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTheme } from '../../contexts/theme-context.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import type { AdminAccess } from './admin-access.js';

const LABEL_WIDTH = 16;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box width={LABEL_WIDTH} flexShrink={0}>
        <Text bold>{label}</Text>
      </Box>
      <Text wrap="truncate">{children}</Text>
    </Box>
  );
}

/** The cluster's facts (spec 003 section 3): status, provider, region, versions, database, protection, ... */
export function ClusterOverview({ cluster }: { cluster: Environment }) {
  const theme = useTheme();
  const facts = clusterFacts(cluster, cleanLine);
  return (
    <Box flexDirection="column">
      <Fact label="Status">
        <Text bold color={theme.tone[clusterStatusTone(cluster.status)]}>
          {cleanLine(cluster.status) || 'UNKNOWN'}
        </Text>
      </Fact>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value || '-'}
        </Fact>
      ))}
    </Box>
  );
}

/** Why the cluster cannot be deleted now (the SDK's rule, spec 003 section 4), or undefined. */
export function deletionRefusal(cluster: Environment, access: AdminAccess): string | undefined {
  return clusterDeletionRefusal({
    status: cluster.status,
    isProtected: cluster.isProtected === true,
    deployedApplications: cluster.applications ?? 0,
    // The spec's two system clusters are not named; none is treated as one (as the web app does).
    isSystem: false,
    byInstanceOwner: access.isInstanceOwner,
  });
}

/** Settings (spec 003 section 4): the protection flag and the deletion rules, with the keys that act on them. */
export function ClusterSettings({ cluster, access }: { cluster: Environment; access: AdminAccess }) {
  const theme = useTheme();
  const refusal = deletionRefusal(cluster, access);
  return (
    <Box flexDirection="column">
      <Fact label="Protected">
        <Text bold>{cluster.isProtected ? 'Yes' : 'No'}</Text>
        <Text
          color={theme.text.secondary}
        >{`  (${primaryKeyLabel('protectCluster')} ${cluster.isProtected ? 'unprotect' : 'protect'})`}</Text>
      </Fact>
      <Fact label="Delete">
        {refusal ? (
          <Text color={theme.tone.warning}>{refusal}</Text>
        ) : (
          <Text>{`${primaryKeyLabel('deleteCluster')} deletes the cluster and its infrastructure (type its name)`}</Text>
        )}
      </Fact>
      {access.isAdmin ? (
        <Fact label="Force delete">
          <Text>{`${primaryKeyLabel('forceDeleteCluster')} removes the record only, the infrastructure stays (type its name)`}</Text>
        </Fact>
      ) : null}
    </Box>
  );
}
