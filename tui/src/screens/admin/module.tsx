import type { Command } from '../../keys/key-bindings.js';
import type { ScreenModules } from '../screen-module.js';
import { adminSectionCommand, clusterTabCommand } from './admin-commands.js';
import { AdminFormScreen } from './admin-form-screen.js';
import { ADMIN_FORM_TITLES, ADMIN_SECTION_TITLES, type AdminSection, CLUSTER_TAB_TITLES } from './admin-routes.js';
import { AdminScreen } from './admin-screen.js';
import { ClusterScreen } from './cluster-screen.js';

const SECTION_HINTS: Readonly<Record<AdminSection, readonly Command[]>> = {
  clusters: ['open', 'create', 'filter', 'pageSize', 'nextPage', 'nextTab', 'back'],
  cloudAccounts: ['create', 'deleteItem', 'filter', 'nextTab', 'back'],
  hostedZones: ['create', 'deleteItem', 'filter', 'pageSize', 'nextTab', 'back'],
  members: ['open', 'create', 'deleteItem', 'filter', 'pageSize', 'nextTab', 'back'],
  administrators: ['deleteItem', 'filter', 'pageSize', 'nextPage', 'nextTab', 'back'],
  templates: ['create', 'edit', 'deleteItem', 'filter', 'pageSize', 'nextTab', 'back'],
};

/**
 * The admin area (spec 003): a section's list (in Members, `member` set: the workspaces of that member), one cluster
 * on one of its tabs, a form.
 */
export const adminScreens: ScreenModules<'admin' | 'cluster' | 'adminForm'> = {
  admin: {
    title: 'Admin',
    breadcrumb: (route) => [
      'Home',
      'Admin',
      ADMIN_SECTION_TITLES[route.section],
      ...(route.member ? [route.member.name] : []),
    ],
    view: (props, route) => <AdminScreen {...props} section={route.section} member={route.member} />,
    hints: (route) => (route.member ? ['open', 'filter', 'back'] : SECTION_HINTS[route.section]),
    command: adminSectionCommand,
  },
  cluster: {
    title: 'Cluster',
    breadcrumb: (route) => ['Home', 'Admin', 'Clusters', route.cluster.name, CLUSTER_TAB_TITLES[route.tab]],
    view: (props, route) => <ClusterScreen {...props} cluster={route.cluster} tab={route.tab} />,
    hints: (route) =>
      route.tab === 'settings'
        ? ['protectCluster', 'deleteCluster', 'forceDeleteCluster', 'nextTab', 'back']
        : ['nextTab', 'reload', 'back'],
    command: clusterTabCommand,
  },
  adminForm: {
    title: 'Admin form',
    breadcrumb: (route) => [
      'Home',
      'Admin',
      route.template ? `Update Template ${route.template.name}` : ADMIN_FORM_TITLES[route.form],
    ],
    view: (props, route) => <AdminFormScreen {...props} form={route.form} template={route.template} />,
    hints: (route) =>
      route.form === 'cloudAccount'
        ? ['nextField', 'increase', 'save', 'nextStep', 'back']
        : ['nextField', 'increase', 'promptSubmit', 'promptCancel'],
    // A form shows nothing the CLI lists before it is saved.
    command: () => undefined,
  },
};
