import { command } from '../../commands/cli-equivalent.js';
import type { AccountTab } from '../../contexts/router-context.js';
import type { Command } from '../../keys/key-bindings.js';
import type { ScreenModule, ScreenModules } from '../screen-module.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { CommandTokensScreen } from './command-tokens-screen.js';
import { GitTokensScreen } from './git-tokens-screen.js';
import { OrganizationsScreen } from './organizations-screen.js';
import { ProfileScreen } from './profile-screen.js';

/** An account page: Tab goes round them (`ACCOUNT_TABS`). */
function page<K extends AccountTab>(
  title: string,
  View: (props: ScreenProps) => React.ReactNode,
  hints: readonly Command[],
  shows: string,
): ScreenModule<{ name: K }> {
  return {
    title,
    scopes: ['account'],
    breadcrumb: () => ['Home', 'Account', title],
    view: (props) => <View {...props} />,
    hints: () => hints,
    command: () => shows,
  };
}

/** The account pages (spec 002 section 2.9), in their order. */
export const accountScreens: ScreenModules<AccountTab> = {
  profile: page(
    'Profile',
    ProfileScreen,
    ['editItem', 'nextState', 'changePassword', 'nextTab', 'back'],
    command('account', 'profile'),
  ),
  gitTokens: page(
    'Git tokens',
    GitTokensScreen,
    ['editItem', 'removeItem', 'nextTab', 'back'],
    command('account', 'git-tokens'),
  ),
  commandTokens: page(
    'Command access tokens',
    CommandTokensScreen,
    ['addItem', 'removeItem', 'nextTab', 'back'],
    command('tokens', 'list'),
  ),
  organizations: page(
    'Organizations',
    OrganizationsScreen,
    ['addItem', 'editItem', 'editContact', 'removeItem', 'nextTab', 'back'],
    command('orgs', 'list'),
  ),
};
