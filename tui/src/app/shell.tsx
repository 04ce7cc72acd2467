import { Box, useApp, useStdout } from 'ink';
import { useLayoutEffect } from 'react';
import { screenCommand } from '../commands/cli-equivalent.js';
import { CommandPalette } from '../components/command-palette.js';
import { ErrorBoundary } from '../components/error-boundary.js';
import { Footer, noticeRows, noticeText } from '../components/footer.js';
import { Header } from '../components/header.js';
import { SessionExpired } from '../components/session-expired.js';
import { TextPrompt } from '../components/text-prompt.js';
import { TooSmall } from '../components/too-small.js';
import { FRAME_PRIORITY, scopesOf, useKeyLayers } from '../contexts/key-layers-context.js';
import { useNotice } from '../contexts/notice-context.js';
import { isWorkspaceTab, type Route, useRouter } from '../contexts/router-context.js';
import { useStatusCommand } from '../contexts/status-command-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useCommandPalette } from '../hooks/use-command-palette.js';
import { useDangerActions } from '../hooks/use-danger-actions.js';
import { useKeyDispatch } from '../hooks/use-key-dispatch.js';
import { useKeyLayer } from '../hooks/use-key-layer.js';
import { useSessionExpiry } from '../hooks/use-session-expiry.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { accountEntries, commandEntries, screenEntries, workspaceTabEntries } from '../keys/palette-entries.js';
import { CommandTokensScreen } from '../screens/account/command-tokens-screen.js';
import { GitTokensScreen } from '../screens/account/git-tokens-screen.js';
import { OrganizationsScreen } from '../screens/account/organizations-screen.js';
import { ProfileScreen } from '../screens/account/profile-screen.js';
import { ActivitiesScreen } from '../screens/activities/activities-screen.js';
import { ActivityLogScreen } from '../screens/activities/activity-log-screen.js';
import { useAdminEntry } from '../screens/admin/admin-entry.js';
import { AdminFormScreen } from '../screens/admin/admin-form-screen.js';
import { AdminScreen } from '../screens/admin/admin-screen.js';
import { ClusterScreen } from '../screens/admin/cluster-screen.js';
import { AppMembersScreen } from '../screens/application/app-members-screen.js';
import { ApplicationScreen } from '../screens/application/application-screen.js';
import { BackupsScreen } from '../screens/application/backups-screen.js';
import { ConfigurationScreen } from '../screens/application/configuration-screen.js';
import { DomainsScreen } from '../screens/application/domains-screen.js';
import { ExportSiteScreen } from '../screens/application/export-site-screen.js';
import { LogsScreen } from '../screens/application/logs-screen.js';
import { SecurityScreen } from '../screens/application/security-screen.js';
import { AllAppsScreen } from '../screens/home/all-apps-screen.js';
import { WorkspacesScreen } from '../screens/home/workspaces-screen.js';
import { HelpScreen } from '../screens/overlays/help-screen.js';
import { NotificationsScreen } from '../screens/overlays/notifications-screen.js';
import { BranchPickerScreen } from '../screens/project/branch-picker-screen.js';
import { BranchesScreen } from '../screens/project/branches-screen.js';
import { ExtensionsScreen } from '../screens/project/extensions-screen.js';
import { ProjectMembersScreen } from '../screens/project/project-members-screen.js';
import { ProjectSettingsScreen } from '../screens/project/project-settings-screen.js';
import { SecretManagerScreen } from '../screens/project/secret-manager-screen.js';
import { SecretManagersScreen } from '../screens/project/secret-managers-screen.js';
import { TagsScreen } from '../screens/project/tags-screen.js';
import type { ScreenProps } from '../screens/shared/list-screen.js';
import { DeployWizardScreen } from '../screens/wizards/deploy-wizard-screen.js';
import { ProjectWizardScreen } from '../screens/wizards/project-wizard-screen.js';
import { CatalogsScreen } from '../screens/workspace/catalogs-screen.js';
import { DeploymentsScreen } from '../screens/workspace/deployments-screen.js';
import { DrupalForgeScreen } from '../screens/workspace/drupal-forge-screen.js';
import { MembersScreen } from '../screens/workspace/members-screen.js';
import { ProjectsScreen } from '../screens/workspace/projects-screen.js';
import { VpsScreen } from '../screens/workspace/vps-screen.js';
import { WorkspaceAppsScreen } from '../screens/workspace/workspace-apps-screen.js';
import { WorkspaceDomainsScreen } from '../screens/workspace/workspace-domains-screen.js';
import { WORKSPACE_HEADER_ROWS, WorkspaceHeader } from '../screens/workspace/workspace-header.js';
import { WorkspaceHelpScreen } from '../screens/workspace/workspace-help-screen.js';
import { WorkspaceSettingsScreen } from '../screens/workspace/workspace-settings-screen.js';
import { clipboardSequence } from '../services/clipboard.js';
import { isTooSmall } from './layout.js';
import { hintsFor, navigate, navigationScopes } from './navigation.js';

/** The header takes two rows, the footer three (notice, status command, key hints). */
const CHROME_ROWS = 5;
/** A typed confirmation: question, hint, field, message. */
const PROMPT_ROWS = 4;

function Screen({ route, onCloseHelp, ...props }: ScreenProps & { route: Route; onCloseHelp(): void }) {
  switch (route.name) {
    case 'workspaces':
      return <WorkspacesScreen {...props} />;
    case 'allApps':
      return <AllAppsScreen {...props} />;
    case 'activityLog':
      return <ActivityLogScreen {...props} activity={route.activity} workspace={route.inWorkspace} />;
    case 'projects':
      return <ProjectsScreen {...props} workspace={route.workspace} />;
    case 'workspaceApps':
      return <WorkspaceAppsScreen {...props} workspace={route.workspace} />;
    case 'members':
      return <MembersScreen {...props} workspace={route.workspace} />;
    case 'workspaceActivities':
      return (
        <ActivitiesScreen {...props} title={`Activities of ${route.workspace.name}`} workspace={route.workspace} />
      );
    case 'workspaceHelp':
      return <WorkspaceHelpScreen {...props} workspace={route.workspace} />;
    case 'workspaceSettings':
      return <WorkspaceSettingsScreen {...props} workspace={route.workspace} />;
    case 'deployments':
      return <DeploymentsScreen {...props} workspace={route.workspace} />;
    case 'vps':
      return <VpsScreen {...props} workspace={route.workspace} />;
    case 'workspaceDomains':
      return <WorkspaceDomainsScreen {...props} workspace={route.workspace} />;
    case 'catalogs':
      return <CatalogsScreen {...props} workspace={route.workspace} />;
    case 'drupalForge':
      return <DrupalForgeScreen {...props} workspace={route.workspace} />;
    case 'branches':
      return <BranchesScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'tags':
      return <TagsScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'projectMembers':
      return <ProjectMembersScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'secretManagers':
      return <SecretManagersScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'secretManager':
      return <SecretManagerScreen {...props} {...route} />;
    case 'extensions':
      return <ExtensionsScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'projectActivities':
      return (
        <ActivitiesScreen
          {...props}
          title={`Activities of ${route.project.name}`}
          workspace={route.workspace}
          projectId={route.project.id}
        />
      );
    case 'projectSettings':
      return <ProjectSettingsScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'application':
      return (
        <ApplicationScreen
          {...props}
          workspace={route.workspace}
          project={route.project}
          application={route.application}
        />
      );
    case 'appActivities':
      return (
        <ActivitiesScreen
          {...props}
          title={`Activities of ${route.application.name}`}
          workspace={route.workspace}
          applicationId={route.application.id}
        />
      );
    case 'backups':
      return <BackupsScreen {...props} {...route} />;
    case 'logs':
      return <LogsScreen {...props} {...route} />;
    case 'domains':
      return <DomainsScreen {...props} {...route} />;
    case 'configuration':
      return <ConfigurationScreen {...props} {...route} />;
    case 'security':
      return <SecurityScreen {...props} {...route} />;
    case 'deployWizard':
      return <DeployWizardScreen {...props} {...route} />;
    case 'exportSite':
      return <ExportSiteScreen {...props} {...route} />;
    case 'appMembers':
      return <AppMembersScreen {...props} {...route} />;
    case 'projectWizard':
      return <ProjectWizardScreen {...props} workspace={route.workspace} origin={route.origin} />;
    case 'branchPicker':
      return <BranchPickerScreen {...props} workspace={route.workspace} project={route.project} />;
    case 'help':
      return <HelpScreen {...props} first={route.scopes} onClose={onCloseHelp} />;
    case 'notifications':
      return <NotificationsScreen {...props} />;
    case 'admin':
      return <AdminScreen {...props} section={route.section} member={route.member} />;
    case 'cluster':
      return <ClusterScreen {...props} cluster={route.cluster} tab={route.tab} />;
    case 'adminForm':
      return <AdminFormScreen {...props} form={route.form} template={route.template} />;
    case 'profile':
      return <ProfileScreen {...props} />;
    case 'gitTokens':
      return <GitTokensScreen {...props} />;
    case 'commandTokens':
      return <CommandTokensScreen {...props} />;
    case 'organizations':
      return <OrganizationsScreen {...props} />;
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The frame: header, the screen on top of the stack, footer. Screens below the top stay mounted (hidden), so that
 * going back finds them as they were (cursor, filter) and already reloaded by push news.
 */
export function Shell() {
  const theme = useTheme();
  const { columns, rows } = useTerminalSize();
  const router = useRouter();
  const { exit } = useApp();
  const { write } = useStdout();
  const { moved, notice, showInfo } = useNotice();
  const status = useStatusCommand();
  const { ordered } = useKeyLayers();
  const shownCommand = status.action ?? screenCommand(router.current);
  // A notice and an action's command belong to the screen they happened on. A layout effect: cleared before the
  // next key is read, so that what that key shows is not wiped by a late clearing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear on every move in the stack
  useLayoutEffect(() => {
    moved();
    status.moved();
  }, [router.stack.length, router.current.name, moved, status.moved]);
  // Moves between screens (workspace tabs, an application's sub-screens), asked after the screen's own keys.
  useKeyLayer({
    priority: FRAME_PRIORITY,
    scopes: () => navigationScopes(router.current),
    onCommand: (command) => {
      const next = navigate(router.latest(), command);
      if (!next) return false;
      if (next.replace) router.replaceTab(next.to, command === 'previousTab' ? -1 : 1);
      else router.open(next.to);
      return true;
    },
  });
  const expired = useSessionExpiry();
  const danger = useDangerActions();
  useKeyLayer(danger.layer);
  useKeyLayer(danger.promptLayer);
  const { runCommand } = useKeyDispatch((command) => {
    const current = router.current.name;
    if (command === 'quit') exit();
    else if (command === 'back') router.back();
    else if (command === 'help') {
      if (current === 'help') router.back();
      else router.open({ name: 'help', scopes: ordered().flatMap(scopesOf) });
    } else if (command === 'notifications')
      current === 'notifications' ? router.back() : router.open({ name: 'notifications' });
    else if (command === 'palette') palette.show();
    else if (command === 'openAccount' && navigationScopes(router.current)[0] !== 'account')
      router.open({ name: 'profile' });
    else if (command === 'copyCommand') {
      if (!shownCommand) showInfo('This screen has no skiff command to copy.');
      else {
        write(clipboardSequence(shownCommand));
        showInfo(`Copied to the clipboard: ${shownCommand}`);
      }
    }
  });
  const adminEntries = useAdminEntry();
  const palette = useCommandPalette(() => {
    const scopes = new Set(['global' as const, ...ordered().flatMap((layer) => scopesOf(layer))]);
    const go = (to: Route, replace: boolean) => (replace ? router.replace(to) : router.open(to));
    return [
      ...screenEntries(router.current, go),
      ...commandEntries([...scopes], runCommand),
      // The workspace's tabs (below its own tabs) and the admin sections after: the screen's own actions come first.
      ...(isWorkspaceTab(router.current.name) ? [] : workspaceTabEntries(router.current, go)),
      ...adminEntries(router.open),
      ...accountEntries(router.current, go),
    ];
  });
  useKeyLayer(palette.layer);
  // One row short of the terminal: a frame as tall as the terminal makes Ink clear the screen on every update.
  const height = Math.max(CHROME_ROWS + 3, rows - 1);
  const promptRows = danger.asking ? PROMPT_ROWS : 0;
  const workspaceRoute =
    isWorkspaceTab(router.current.name) && 'workspace' in router.current ? router.current : undefined;
  const body =
    height -
    CHROME_ROWS -
    (workspaceRoute ? WORKSPACE_HEADER_ROWS : 0) -
    (noticeRows(noticeText(notice, theme.colour), columns) - 1) -
    promptRows;
  const top = router.stack.length - 1;
  if (expired)
    return (
      <Box flexDirection="column" width={columns} height={height}>
        <Header width={columns} />
        <SessionExpired width={columns} height={height - 2} />
      </Box>
    );
  // Too small a terminal shows what to do instead of broken rows; the screens stay mounted (hidden) meanwhile.
  const tooSmall = isTooSmall(columns, rows);
  return (
    <Box flexDirection="column" width={columns} height={tooSmall ? undefined : height}>
      {tooSmall ? <TooSmall columns={columns} rows={rows} /> : <Header width={columns} />}
      {workspaceRoute && !tooSmall ? <WorkspaceHeader workspace={workspaceRoute.workspace} width={columns} /> : null}
      <Box flexGrow={1} flexDirection="column" display={tooSmall ? 'none' : 'flex'}>
        {palette.open ? (
          <CommandPalette
            query={palette.query}
            matches={palette.matches}
            selected={palette.selected}
            width={columns}
            height={body}
          />
        ) : null}
        {router.stack.map((route, index) => (
          // The stack changes only at its end, so a position (and the screen there) is a stable identity.
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${index}:${route.name}`}
            display={index === top && !palette.open ? 'flex' : 'none'}
            flexDirection="column"
          >
            <ErrorBoundary colour={theme.notice.error}>
              <Screen route={route} active={index === top} width={columns} height={body} onCloseHelp={router.back} />
            </ErrorBoundary>
          </Box>
        ))}
      </Box>
      {danger.asking && !tooSmall ? (
        <Box height={PROMPT_ROWS} flexDirection="column">
          <TextPrompt {...danger.asking} />
        </Box>
      ) : null}
      {tooSmall ? null : <Footer width={columns} hints={hintsFor(router.current)} command={shownCommand} />}
    </Box>
  );
}
