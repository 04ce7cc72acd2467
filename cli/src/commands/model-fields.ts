/**
 * The SDK models' fields that the CLI's model commands render as flags (`cli/model-options.ts`), each taken with
 * everything a workspace may allow (the choices the server has are checked by the model's rules once the target is
 * read), and how the CLI renders the few fields whose older flags keep their own value words or messages.
 */
import {
  clusterFormSteps,
  configurationFormFields,
  type DeployTargetKind,
  deployWizardSteps,
  securityFormFields,
  type WizardField,
} from '@skiff/sdk';
import {
  CLUSTER_PROVIDERS,
  COPY_SOURCES,
  FILE_PERMISSION_CHOICES,
  type FilePermissionLevel,
  filePermissionLevelOf,
  GROUP_TYPES,
} from '@skiff/sdk/domain';
import { everyField, type FlagRenderings, modelOptions } from '../cli/model-options.js';
import { oneOf } from './shared-options.js';

export const groupType = oneOf('--group-type', GROUP_TYPES);

/** `--file-permission stricter|looser` (the spec's words) to the value the platform takes (`stricterPermission`). */
export function permissionLevel(text: string): FilePermissionLevel {
  return filePermissionLevelOf(oneOf('--file-permission', FILE_PERMISSION_CHOICES)(text))!;
}

/** The configuration form's fields of a branch (with its Node.js start script) or a tag. */
export function configurationFields(kind: DeployTargetKind): WizardField[] {
  return configurationFormFields({
    kind,
    canEditConfiguration: true,
    spotAllowed: true,
    currentStorage: undefined,
    startScript: kind === 'application',
    secretManagers: [],
  });
}

/** The security form's fields, the user and password shown (basic auth on). */
export const SECURITY_FIELDS: readonly WizardField[] = securityFormFields({ isEnableBasicAuth: true });

/**
 * The deploy wizard's fields of a branch and of a tag together (one set of flags for `apps deploy` and `tags
 * deploy`: a tag's replicas on a branch, or a branch's storage on a tag, are refused by the model with the reason),
 * each source's fields and basic auth's user and password shown.
 */
export function deployFields(): WizardField[] {
  const answerSets = COPY_SOURCES.map((source) => ({ copyDatabaseFilesType: source, isEnableBasicAuth: true }));
  const kinds: DeployTargetKind[] = ['application', 'deployment'];
  return everyField(
    kinds.flatMap((kind) =>
      deployWizardSteps({
        kind,
        sources: COPY_SOURCES,
        branches: [],
        canEditConfiguration: true,
        spotAllowed: true,
        currentStorage: undefined,
        secretManagers: [],
      }),
    ),
    answerSets,
  );
}

/**
 * For each deploy field that only some sources show, the words saying which (`with --source http`), from the
 * model's steps: the help tells when a flag applies without repeating the model's conditions by hand.
 */
export function deploySourceNotes(): Record<string, string> {
  const context = {
    kind: 'application' as const,
    sources: COPY_SOURCES,
    branches: [],
    canEditConfiguration: true,
    spotAllowed: true,
    currentStorage: undefined,
    secretManagers: [],
  };
  const steps = deployWizardSteps(context);
  const shownBy = new Map<string, string[]>();
  for (const source of COPY_SOURCES) {
    for (const field of everyField(steps, [{ copyDatabaseFilesType: source }])) {
      shownBy.set(field.key, [...(shownBy.get(field.key) ?? []), source.toLowerCase()]);
    }
  }
  const notes: Record<string, string> = {};
  for (const [key, sources] of shownBy) {
    if (sources.length < COPY_SOURCES.length) notes[key] = `with --source ${sources.join(' or ')}`;
  }
  return notes;
}

/** The cluster form's fields of every provider, in DigitalOcean's order (its form has them all). */
export function clusterFields(): WizardField[] {
  const providers = ['DIGITAL_OCEAN', ...CLUSTER_PROVIDERS.filter((p) => p !== 'DIGITAL_OCEAN')];
  return everyField(
    clusterFormSteps({ accounts: [] }),
    providers.map((provider) => ({ provider })),
  );
}

/** The resource fields (configuration form and deploy wizard): value words as before, server type checked at once. */
export const RESOURCE_RENDERINGS: FlagRenderings = {
  appRoot: { value: '<path>' },
  webRoot: { value: '<path>' },
  startAppScript: { value: '<script>' },
  containerImage: { value: '<image>' },
  capacity: { value: '<size>' },
  capacityLimit: { value: '<size>' },
  storage: { value: '<gi>' },
  groupType: { value: '<type>', parse: groupType },
  secretManager: { value: '<name>', description: "Secret manager: one of the project's, by name" },
};

/** The security form: the level as the spec's words (stricter, looser). */
export const SECURITY_RENDERINGS: FlagRenderings = {
  authUsername: { value: '<user>' },
  filePermissionLevel: {
    value: '<level>',
    parse: permissionLevel,
    description: `File permission level: ${FILE_PERMISSION_CHOICES.join(' or ')}`,
  },
};

/** `apps configure` / `tags configure`: the configuration form's fields as flags. */
export function configurationOptions(kind: DeployTargetKind) {
  return modelOptions(configurationFields(kind), RESOURCE_RENDERINGS);
}

/** `apps security` / `tags security`: the security form's fields as flags. */
export const SECURITY_OPTIONS = modelOptions(SECURITY_FIELDS, SECURITY_RENDERINGS);
