/** Spec 001 and 002 (sections 4, 5, 8 and 9): project creation, settings, registries and deletion rules. */

export const PROJECT_NAME_REQUIRED_MESSAGE = 'Required';
export const PROJECT_EDIT_NAME_REQUIRED_MESSAGE = 'Please enter name';
export const PROJECT_CREATE_FAILED_MESSAGE = 'Something went wrong to create the project, please contact the support.';
export const MIGRATION_FAILED_MESSAGE = 'Happened an error migrating project.';
export const REPOSITORY_TOKEN_EXPIRED_MESSAGE = 'Your repository token is expired, Please refresh to continue!';
export const SYNC_BRANCHES_SUCCESS_MESSAGE = 'Syncing branches successfully.';
export const PROJECT_VALUE_NOT_MATCHING_MESSAGE = 'Value is not matching!';
export const INVALID_REGISTRY_URL_MESSAGE = 'Invalid url';
export const REGISTRY_PROVIDERS = ['Docker Hub', 'Github', 'Gitlab', 'AWS ECR', 'Digital Ocean Registry'] as const;
/** Spec 002 section 2.6: about 19 editor extension presets (ids of the VS Code marketplace; the exact list is ours). */
export const EDITOR_EXTENSION_PRESETS = [
  'streetsidesoftware.code-spell-checker',
  'vscode-icons-team.vscode-icons',
  'cweijan.vscode-mysql-client2',
  'github.copilot',
  'ecmel.vscode-html-css',
  'esbenp.prettier-vscode',
  'dbaeumer.vscode-eslint',
  'mgmcdermott.vscode-language-babel',
  'christian-kohler.path-intellisense',
  'whatwedo.twig',
  'stanislav.vscode-drupal',
  'johnbillion.vscode-wordpress-hooks',
  'onecentlin.laravel-blade',
  'bmewburn.vscode-intelephense-client',
  'xdebug.php-debug',
  'neilbrayfield.php-docblocker',
  'recca0120.vscode-phpunit',
  'mehedidracula.php-namespace-resolver',
  'junstyle.php-cs-fixer',
] as const;

/** Spec 001 section 5: "Project name is required (empty or blank gives 'Required')". */
export function projectNameError(name: unknown): string | undefined {
  return typeof name === 'string' && name.trim() !== '' ? undefined : PROJECT_NAME_REQUIRED_MESSAGE;
}

/** Spec 002 section 5: "Project name required on edit ('Please enter name')" (blank counts as empty). */
export function projectEditNameError(name: unknown): string | undefined {
  return typeof name === 'string' && name.trim() !== '' ? undefined : PROJECT_EDIT_NAME_REQUIRED_MESSAGE;
}

/** Spec 001 section 5: "Default: 'Project {current date}'" (date as the panel shows it, YYYY/MM/DD). */
export function defaultProjectName(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `Project ${now.getFullYear()}/${p(now.getMonth() + 1)}/${p(now.getDate())}`;
}

/** Spec 001 section 5: repository owner and id are lowercased and stripped to letters, digits, hyphen and underscore. */
export function normaliseRepositoryPart(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** Spec 002 section 5: "Project deletion requires typing project/{name}". */
export function projectDeletionConfirmationText(name: string): string {
  return `project/${name}`;
}

export function projectDeletionConfirmationError(typed: string, name: string): string | undefined {
  return typed === projectDeletionConfirmationText(name) ? undefined : PROJECT_VALUE_NOT_MATCHING_MESSAGE;
}

/** A registry server as the panel accepts it: a URL or a bare host such as ghcr.io or index.docker.io/v1. */
export function isRegistryServer(server: string): boolean {
  const text = /^[a-z]+:\/\//i.test(server) ? server : `https://${server}`;
  try {
    const url = new URL(text);
    return /^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i.test(url.hostname) && !/\s/.test(server);
  } catch {
    return false;
  }
}

export type RegistryField = 'server' | 'username' | 'token' | 'tags';

/**
 * Spec 002 section 5, "Registry forms: server, username, token and tags required, with a URL-format check on the
 * server". Tags apply to the base registry form only (the CI/CD registry call carries none, spec 002 section 7).
 * Messages are the product's shared 'Required' and 'Invalid url' (spec 000 section 5), by field.
 */
export function registryErrors(
  form: { server?: unknown; username?: unknown; token?: unknown; tags?: unknown },
  needsTags: boolean,
): Partial<Record<RegistryField, string>> {
  const errors: Partial<Record<RegistryField, string>> = {};
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!filled(form.server)) errors.server = PROJECT_NAME_REQUIRED_MESSAGE;
  else if (!isRegistryServer(String(form.server).trim())) errors.server = INVALID_REGISTRY_URL_MESSAGE;
  if (!filled(form.username)) errors.username = PROJECT_NAME_REQUIRED_MESSAGE;
  if (!filled(form.token)) errors.token = PROJECT_NAME_REQUIRED_MESSAGE;
  const tagsOk = Array.isArray(form.tags) && form.tags.length > 0 && form.tags.every(filled);
  if (needsTags && !tagsOk) errors.tags = PROJECT_NAME_REQUIRED_MESSAGE;
  return errors;
}

/** Spec 000 section 9: "Project types: lamp, nodejs, lemp, magento2, drupal7 to drupal11 (plain and _v2 variants), backdrop-cms, wordpress, joomla4_v2". Display names are ours. */
export const PROJECT_TYPES: ReadonlyArray<{ key: string; name: string }> = [
  { key: 'lamp', name: 'LAMP' },
  { key: 'nodejs', name: 'Node.js' },
  { key: 'lemp', name: 'LEMP' },
  { key: 'magento2', name: 'Magento 2' },
  ...[7, 8, 9, 10, 11].flatMap((v) => [
    { key: `drupal${v}`, name: `Drupal ${v}` },
    { key: `drupal${v}_v2`, name: `Drupal ${v} (v2)` },
  ]),
  { key: 'backdrop-cms', name: 'Backdrop CMS' },
  { key: 'wordpress', name: 'WordPress' },
  { key: 'joomla4_v2', name: 'Joomla 4 (v2)' },
];

/** Spec 003 section 3, import form: "platformMigrationType (PANTHEON)", "pantheonEnv (initial dev)". */
export const PLATFORM_MIGRATION_TYPES = ['PANTHEON'] as const;
export const DEFAULT_PANTHEON_ENV = 'dev';

/** Spec 002 section 2.6: the chosen editor extensions, "saved on the project as a comma-separated string". */
export function editorExtensionsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** Spec 002 section 8: a project update's failure when the server says nothing more. */
export const PROJECT_UPDATE_FAILED_MESSAGE = 'Error updating the project.';
