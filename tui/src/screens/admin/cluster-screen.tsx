import { type Environment, NotFoundError, pushReactions } from '@skiff/sdk';
import {
  CLUSTER_TABS,
  type ClusterTab,
  clusterDeletionConfirmationError,
  DATABASES_COMING_SOON_TEXT,
  isClusterTabEnabled,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useEffect, useRef } from 'react';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { useAdminAccess } from './admin-access.js';
import { type ClusterAction, clusterActionCommand } from './admin-commands.js';
import { CLUSTER_TAB_TITLES, nextClusterTab } from './admin-routes.js';
import { Forbidden } from './admin-screen.js';
import {
  ClusterActivities,
  ClusterNamespaces,
  ClusterNodes,
  ClusterPods,
  ClusterStorage,
  type ClusterTabProps,
  ClusterWorkspaces,
} from './cluster-listings.js';
import { ClusterOverview, ClusterSettings, deletionRefusal } from './cluster-overview.js';
import { TabBar } from './tab-bar.js';

/** The tab bar and a typed confirmation's four rows. */
const TAB_ROWS = 1;
const PROMPT_ROWS = 4;

function TabContent({ tab, data, ...props }: ClusterTabProps & { tab: ClusterTab; data: Environment }) {
  const access = useAdminAccess();
  switch (tab) {
    case 'overview':
      return <ClusterOverview cluster={data} />;
    case 'workspaces':
      return <ClusterWorkspaces {...props} />;
    case 'nodes':
      return <ClusterNodes {...props} />;
    case 'namespaces':
      return <ClusterNamespaces {...props} />;
    case 'pods':
      return <ClusterPods {...props} />;
    case 'databases':
      return <Text>{DATABASES_COMING_SOON_TEXT}</Text>;
    case 'storage':
      return <ClusterStorage {...props} />;
    case 'activities':
      return <ClusterActivities {...props} />;
    case 'settings':
      return <ClusterSettings cluster={data} access={access} />;
    default: {
      const never: never = tab;
      throw new Error(`Unknown tab ${String(never)}`);
    }
  }
}

/**
 * One cluster (spec 003 section 2.10): its tabs, the ACTIVE-only ones (nodes, namespaces, pods, databases, storage)
 * skipped by Tab while it is not ACTIVE. On Settings: `p` protects or unprotects, `D` deletes and `F` force-deletes
 * (admins), both confirmed by typing the cluster's name. Push news about the cluster reloads it; once it is gone the
 * screen goes back to the list.
 */
export function ClusterScreen({ cluster, tab, ...props }: ScreenProps & { cluster: Named; tab: ClusterTab }) {
  const { client } = useServices();
  const router = useRouter();
  const access = useAdminAccess();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const prompt = useTextPrompt();
  // Tab presses can come faster than re-renders: the tab moved to last is read from here.
  const shownTab = useRef(tab);
  // null: the cluster is gone (deleted by its task, or by someone else).
  const load = useCallback(
    (signal: AbortSignal) =>
      client.environments.get(cluster.id, { signal }).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
    [client, cluster.id],
  );
  const loaded = useLoader<Environment | null>(load, cluster.id);
  const data = loaded.data ?? undefined;
  const asked = useRef<boolean | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the asked flag whenever the cluster reloads
  useEffect(() => {
    asked.current = undefined;
  }, [data]);
  usePushMessages(
    loaded.reload,
    (m) =>
      m.kind === 'resync' ||
      (m.kind === 'activity' &&
        (m.environment === cluster.id || pushReactions(m).some((r) => r.kind === 'reload-page'))),
  );
  const gone = loaded.data === null;
  useEffect(() => {
    if (!gone || !props.active) return;
    router.back();
    showInfo(`The cluster ${cluster.name} is gone.`, true);
  }, [gone, props.active, router, showInfo, cluster.name]);
  const allowed = isClusterTabEnabled(tab, data?.status);
  useEffect(() => {
    if (!data || allowed) return;
    shownTab.current = 'overview';
    router.replace({ name: 'cluster', cluster, tab: 'overview' });
  }, [data, allowed, router, cluster]);

  const act = (action: ClusterAction, run: () => Promise<string>, thenBack = false) => {
    showAction(clusterActionCommand(cluster.name, action), thenBack);
    run().then((news) => {
      if (thenBack) router.back();
      showInfo(news, thenBack);
      if (!thenBack) loaded.reload();
    }, showError);
  };
  const confirmByName = (question: string, then: () => void) =>
    prompt.ask({
      question,
      hint: `Type ${cluster.name} to confirm`,
      validate: (text) => clusterDeletionConfirmationError(text, cluster.name),
      onSubmit: then,
    });
  const settingsCommand = (command: Command, current: Environment): boolean => {
    if (command === 'protectCluster') {
      // The flag just asked for counts until the reload shows it: a second press undoes the first.
      const on = !(asked.current ?? current.isProtected === true);
      asked.current = on;
      act(on ? 'protect' : 'unprotect', async () => {
        await client.environments.update(cluster.id, { isProtected: on });
        return on ? `${cluster.name} is protected.` : `${cluster.name} is no longer protected.`;
      });
    } else if (command === 'deleteCluster') {
      const refusal = deletionRefusal(current, access);
      if (refusal) showInfo(refusal);
      else
        confirmByName(`Delete the cluster ${cluster.name} and its infrastructure?`, () =>
          act('delete', async () => {
            const { activityId } = await client.environments.delete(cluster.id);
            return `Deleting ${cluster.name}: task ${activityId} started.`;
          }),
        );
    } else if (command === 'forceDeleteCluster' && access.isAdmin) {
      confirmByName(`Force delete ${cluster.name}? Only the record goes; the infrastructure stays.`, () =>
        act(
          'forceDelete',
          async () => {
            await client.environments.forceDelete(cluster.id);
            return `The cluster ${cluster.name} was removed.`;
          },
          true,
        ),
      );
    } else return false;
    return true;
  };
  useKeyLayer(prompt.layer, props.active);
  useKeyLayer(
    {
      // `global` too: `r` reloads the overview and settings, which are no list.
      scopes: ['admin', 'global'],
      onCommand: (command) => {
        if (command === 'nextTab' || command === 'previousTab') {
          shownTab.current = nextClusterTab(shownTab.current, data?.status, command === 'nextTab' ? 1 : -1);
          router.replace({ name: 'cluster', cluster, tab: shownTab.current });
          return true;
        }
        if (command === 'reload' && (tab === 'overview' || tab === 'settings')) {
          loaded.reload();
          return true;
        }
        return tab === 'settings' && data !== undefined && settingsCommand(command, data);
      },
    },
    props.active,
  );

  if (access.user && !access.isAdmin) return <Forbidden />;
  const tabs = CLUSTER_TABS.map((key) => ({
    key,
    label: CLUSTER_TAB_TITLES[key],
    disabled: !isClusterTabEnabled(key, data?.status),
  }));
  const promptRows = prompt.asking ? PROMPT_ROWS : 0;
  const height = props.height - TAB_ROWS - promptRows;
  return (
    <Box flexDirection="column" height={props.height}>
      <TabBar tabs={tabs} current={tab} />
      {data && allowed ? (
        <Box height={height} flexDirection="column" overflow="hidden">
          <TabContent {...props} height={height} tab={tab} data={data} cluster={cluster} />
        </Box>
      ) : (
        <Text>{loaded.loading ? 'loading…' : ''}</Text>
      )}
      {prompt.asking ? <TextPrompt {...prompt.asking} /> : null}
    </Box>
  );
}
