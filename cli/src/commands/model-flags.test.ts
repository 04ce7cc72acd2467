import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  backupPartFields,
  backupScheduleFields,
  clusterFormFields,
  configurationFormFields,
  type DeployTargetKind,
  deployWizardSteps,
  domainFormFields,
  memberFormContext,
  memberFormFields,
  NO_PROJECT_WIZARD_LISTS,
  projectWizardSteps,
  securityFormFields,
  type WizardField,
} from '@skiff/sdk';
import { CLUSTER_PROVIDERS, COPY_SOURCES } from '@skiff/sdk/domain';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { GroupSpec } from '../cli/command-spec.js';
import { argumentWord, type FlagRenderings, flagOfField, flagRendering, modelAnswers } from '../cli/model-options.js';
import { buildProgram } from '../main.js';
import { appsGroup } from './apps.js';
import { backupsGroup } from './backups.js';
import { BACKUP_PART_RENDERINGS, SCHEDULE_RENDERINGS } from './backups-fields.js';
import { clustersGroup } from './clusters.js';
import { DEPLOY_RENDERINGS } from './deploy.js';
import { DOMAIN_RENDERINGS, domainsGroup } from './domains.js';
import { APP_MEMBER_RENDERINGS, MEMBER_RENDERINGS, membersGroup } from './members.js';
import { projectsGroup } from './projects.js';
import { IMPORT_RENDERINGS, PROJECT_RENDERINGS, repoOption } from './projects-fields.js';
import { tagsGroup } from './tags.js';

/** One command of a group, built by the CLI's own program builder (its flags, parsers and help). */
function commandOf(group: GroupSpec, name: string): Command {
  const program = buildProgram(() => {}, new AbortController().signal, [group]);
  return program.commands[0]!.commands.find((command) => command.name() === name)!;
}

/** The fields a model shows, over contexts and answers that show each of them (computed here from the SDK). */
function shown(lists: ReadonlyArray<readonly WizardField[]>): WizardField[] {
  const fields = new Map<string, WizardField>();
  for (const field of lists.flat()) fields.set(field.key, field);
  return [...fields.values()];
}

const deployShown = (kind: DeployTargetKind) =>
  shown(
    COPY_SOURCES.flatMap((source) =>
      deployWizardSteps({
        kind,
        sources: COPY_SOURCES,
        branches: [{ id: 'b1', name: 'main' }],
        canEditConfiguration: true,
        spotAllowed: true,
        currentStorage: 5,
        secretManagers: ['vault'],
      }).map((step) => step.fields({ copyDatabaseFilesType: source, isEnableBasicAuth: true })),
    ),
  );

const configurationShown = (kind: DeployTargetKind) =>
  shown([
    configurationFormFields({
      kind,
      canEditConfiguration: true,
      spotAllowed: true,
      currentStorage: 5,
      startScript: kind === 'application',
      secretManagers: ['vault'],
    }),
  ]);

const memberContext = (scope: 'workspace' | 'project' | 'application') =>
  memberFormContext({ scope, user: { _id: 'u1', role: 'ADMIN' }, workspace: {} });

const securityShown = () => shown([securityFormFields({ isEnableBasicAuth: true })]);

const clusterShown = () =>
  shown(CLUSTER_PROVIDERS.map((provider) => clusterFormFields({ accounts: [] }, { provider })));

/** Flags whose parser reads the spec's or the older CLI's words: what is typed, and the answer it gives. */
const TYPED: Readonly<Record<string, readonly [string, unknown]>> = {
  copyDatabaseFilesType: ['http', 'HTTP'],
  filePermissionLevel: ['looser', 'looserPermission'],
  isEnableBasicAuth: ['on', true],
  groupType: ['spot', 'spot'],
};

/** A PEM-like file a `file` rendering reads: its text is the answer. */
const PEM = '-----BEGIN TEST-----\nabc\n-----END TEST-----\n';
const PEM_FILE = join(mkdtempSync(join(tmpdir(), 'skiff-model-flags-')), 'given.pem');
writeFileSync(PEM_FILE, PEM);

/** Words typed for a field without a flag of its own, and the answer they give. */
const typedAs = (words: string[], answer: unknown): readonly [string[], unknown] => [words, answer];

/** A value to type for a field, and the answer the model should get. */
function sample(field: WizardField, command: Command, renderings: FlagRenderings = {}): [string[], unknown] {
  const given = renderings[field.key];
  if (given && 'argument' in given) return [['given-arg'], 'given-arg'];
  const rendering = flagRendering(given);
  const flag = flagOfField(field, rendering);
  const option = command.options.find((o) => o.long === flag)!;
  if (rendering?.file) return [[flag, PEM_FILE], PEM];
  if (field.kind === 'secret') return [[flag], 'from stdin'];
  if (field.kind === 'toggle' && !option.required) return [[flag], true];
  const typed = TYPED[field.key];
  if (typed) return [[flag, typed[0]], typed[1]];
  if (field.kind === 'toggle') return [[flag, 'off'], false];
  const last = field.choices?.at(-1);
  if (typeof last === 'number') return [[flag, String(last)], last];
  if (typeof last === 'string' && last !== '') return [[flag, last], last];
  return [[flag, 'given-1'], 'given-1'];
}

/** The project wizard's source flags as typed, and the answers they give. */
const PROJECT_TYPED = {
  tags: typedAs(['--tag', 'shop', '--tag', 'eu'], ['shop', 'eu']),
  provider: typedAs(['--provider', 'gitlab'], 'GITLAB'),
  repositoryType: typedAs(['--new-repo'], 'NEW'),
  repositoryOwner: typedAs(['--repo', 'acme/shop'], 'acme'),
  repositoryName: typedAs(['--repo', 'acme/shop'], 'shop'),
  branch: typedAs(['--branch', 'dev', '--branch', 'main'], ['dev', 'main']),
  gitAccess: typedAs(['--personal-token'], 'PERSONAL_TOKEN'),
};

const MODELS: ReadonlyArray<{
  name: string;
  command: () => Command;
  fields: () => WizardField[];
  renderings?: FlagRenderings;
  /** For a field without a flag of its own: the words that answer it (its rendering's `by`) and the answer. */
  typed?: Readonly<Record<string, readonly [string[], unknown]>>;
}> = [
  {
    name: 'apps deploy',
    command: () => commandOf(appsGroup, 'deploy'),
    fields: () => deployShown('application'),
    renderings: DEPLOY_RENDERINGS,
  },
  {
    name: 'tags deploy',
    command: () => commandOf(tagsGroup, 'deploy'),
    fields: () => deployShown('deployment'),
    renderings: DEPLOY_RENDERINGS,
  },
  {
    name: 'apps configure',
    command: () => commandOf(appsGroup, 'configure'),
    fields: () => configurationShown('application'),
  },
  {
    name: 'tags configure',
    command: () => commandOf(tagsGroup, 'configure'),
    fields: () => configurationShown('deployment'),
  },
  { name: 'apps security', command: () => commandOf(appsGroup, 'security'), fields: securityShown },
  { name: 'tags security', command: () => commandOf(tagsGroup, 'security'), fields: securityShown },
  { name: 'clusters create', command: () => commandOf(clustersGroup, 'create'), fields: clusterShown },
  ...(['domains add', 'tags domain-add'] as const).map((name) => ({
    name,
    command: () => (name === 'domains add' ? commandOf(domainsGroup, 'add') : commandOf(tagsGroup, 'domain-add')),
    fields: () => shown([domainFormFields({ certificate: 'automatic' }), domainFormFields({ certificate: 'own' })]),
    renderings: DOMAIN_RENDERINGS,
    typed: { certificate: typedAs(['--key', PEM_FILE], 'own') },
  })),
  {
    name: 'members invite',
    command: () => commandOf(membersGroup, 'invite'),
    fields: () => shown((['workspace', 'project'] as const).map((scope) => memberFormFields(memberContext(scope)))),
    renderings: MEMBER_RENDERINGS,
  },
  {
    name: 'apps members add',
    command: () => commandOf(appsGroup, 'members'),
    fields: () => memberFormFields(memberContext('application')),
    renderings: APP_MEMBER_RENDERINGS,
  },
  {
    name: 'backups create',
    command: () => commandOf(backupsGroup, 'create'),
    fields: () => backupPartFields('application'),
    renderings: BACKUP_PART_RENDERINGS,
  },
  ...(['application', 'deployment'] as const).map((kind) => ({
    name: kind === 'application' ? 'backups schedule' : 'tags backup-schedule',
    command: () =>
      kind === 'application' ? commandOf(backupsGroup, 'schedule') : commandOf(tagsGroup, 'backup-schedule'),
    fields: () =>
      shown([true, false].map((on) => backupScheduleFields({ enabledDailyBackup: on }, { kind, allowed: true }))),
    renderings: SCHEDULE_RENDERINGS,
    typed: {
      enabledDailyBackup: typedAs(['--off'], false),
      timezoneDailyBackup: typedAs(['--timezone', 'UTC-3:30'], -3.5),
    },
  })),
  {
    name: 'projects create',
    command: () => commandOf(projectsGroup, 'create'),
    fields: () =>
      shown(
        projectWizardSteps('git', NO_PROJECT_WIZARD_LISTS).flatMap((step) =>
          [
            { repositoryType: 'EXISTING', provider: 'GITLAB', gitAccess: 'REPOSITORY_TOKEN' },
            { repositoryType: 'NEW' },
          ].map((values) => step.fields(values)),
        ),
      ),
    renderings: PROJECT_RENDERINGS,
    typed: PROJECT_TYPED,
  },
  {
    name: 'projects import',
    command: () => commandOf(projectsGroup, 'import'),
    fields: () =>
      shown(
        projectWizardSteps('pantheon', NO_PROJECT_WIZARD_LISTS).flatMap((step) =>
          [
            { repositoryType: 'EXISTING', provider: 'GITLAB', gitAccess: 'REPOSITORY_TOKEN' },
            { repositoryType: 'NEW' },
          ].map((values) => step.fields(values)),
        ),
      ),
    renderings: IMPORT_RENDERINGS,
    typed: PROJECT_TYPED,
  },
];

/** The answers the words give, through the command's own parser and the model's renderings. */
async function answersOf(command: Command, words: string[], fields: WizardField[], renderings: FlagRenderings = {}) {
  const { operands } = command.parseOptions(words);
  const names = command.registeredArguments.map((a) => a.name());
  const args: Record<string, unknown> = {};
  for (const rendering of Object.values(renderings)) {
    if ('argument' in rendering) args[rendering.argument] = operands[names.indexOf(argumentWord(rendering.argument))];
  }
  return modelAnswers(fields, command.opts(), async () => 'from stdin', renderings, { args });
}

describe('model commands: flags generated from the SDK models', () => {
  for (const model of MODELS) {
    it(`Given ${model.name}, When each field the model shows is typed as its flag, Then --help lists it and it parses into the answer`, async () => {
      const help = model.command().helpInformation();
      const fields = model.fields();
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        const given = model.renderings?.[field.key];
        const command = model.command();
        let typed: readonly [string[], unknown];
        if (given && 'argument' in given) {
          const names = command.registeredArguments.map((a) => a.name());
          const word = argumentWord(given.argument);
          expect(names, `${model.name}: ${field.key} is answered by an argument`).toContain(word);
          typed = sample(field, command, model.renderings);
          // The argument's place among the command's arguments: earlier ones get a placeholder.
          const before = names.indexOf(word);
          typed = [[...Array.from({ length: before }, () => 'x'), ...typed[0]], typed[1]];
        } else if (given && 'noFlag' in given && !given.by) {
          // A field the command does not take, with the reason written down: no flag of its key in --help.
          expect(given.noFlag.length, `${model.name}: ${field.key} has no reason`).toBeGreaterThan(10);
          expect(help).not.toMatch(new RegExp(`^ +${flagOfField(field)}\\b`, 'm'));
          continue;
        } else if (given && 'noFlag' in given) {
          typed = model.typed?.[field.key] ?? [[], `no typed sample for ${field.key}`];
          expect(typed[0], `${model.name}: ${field.key} is answered by ${given.by}`).toContain(given.by);
        } else {
          const flag = flagOfField(field, flagRendering(given));
          expect(help, `${model.name}: ${field.key} has no ${flag} in --help`).toMatch(
            new RegExp(`^ +${flag}\\b`, 'm'),
          );
          typed = model.typed?.[field.key] ?? sample(field, command, model.renderings);
        }
        const answers = await answersOf(command, typed[0], fields, model.renderings);
        expect({ [field.key]: answers[field.key] }, `${model.name}: ${typed[0].join(' ')}`).toEqual({
          [field.key]: typed[1],
        });
      }
    });
  }

  it('Given a secret field, When its flag is read, Then it is a -stdin switch and never takes a value', () => {
    const command = commandOf(appsGroup, 'security');
    const password = securityShown().find((field) => field.kind === 'secret')!;
    const option = command.options.find((o) => o.long === flagOfField(password))!;
    expect(option.long).toMatch(/-stdin$/);
    expect(option.required || option.optional).toBe(false);
  });

  it('Given a toggle and a whole-number choice, When a wrong word is typed, Then the message names the flag', () => {
    const command = commandOf(appsGroup, 'configure');
    command.exitOverride().configureOutput({ writeErr: () => {} });
    expect(() => command.parseOptions(['--phpmyadmin', 'maybe'])).toThrow("--phpmyadmin 'maybe' is not on or off.");
    expect(() => command.parseOptions(['--replicas', 'two'])).toThrow(
      "--replicas 'two' is not a whole number of at least 1.",
    );
  });

  it('Given --repo as OWNER/NAME or a pasted URL, When parsed, Then the owner and name; else the message names it', () => {
    for (const typed of [
      'acme/shop',
      'https://github.com/acme/shop.git',
      'git@github.com:acme/shop',
      'https://u@gitlab.com/acme/shop/',
    ]) {
      expect(repoOption(typed), typed).toEqual({ owner: 'acme', name: 'shop' });
    }
    for (const typed of ['nope', 'a/b/c', 'https://github.com/acme']) {
      expect(() => repoOption(typed)).toThrow(`--repo '${typed}' is not OWNER/NAME.`);
    }
  });
});
