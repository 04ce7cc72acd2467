import { canUseRepositoryToken, PROJECT_TYPES, type WizardGitProvider } from '@skiff/sdk/domain';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';

type Ask = (spec: TextPromptSpec) => void;

/** A project type by key or name, any case (as `skiff projects update --type` takes it). */
export function projectTypeOf(text: string) {
  const wanted = text.trim().toLowerCase();
  return PROJECT_TYPES.find((t) => t.key.toLowerCase() === wanted || t.name.toLowerCase() === wanted);
}

/** Our wording (the spec lists the types without a message): the keys that start with what was typed. */
function projectTypeError(text: string): string | undefined {
  if (projectTypeOf(text)) return undefined;
  const start = text.trim().toLowerCase();
  const near = PROJECT_TYPES.filter((t) => t.key.startsWith(start)).map((t) => t.key);
  return `Not a project type. ${near.length ? 'Types' : 'Types are'}: ${(near.length ? near : PROJECT_TYPES.map((t) => t.key)).join(', ')}`;
}

/** Asks for a project's new type (spec 002 section 2.4: project type editable), by key or name. */
export function askProjectType(ask: Ask, project: string, current: string | undefined, then: (key: string) => void) {
  ask({
    question: `The project type of ${project}`,
    hint: `key or name, e.g. drupal11_v2 or WordPress; now ${current || '-'}`,
    validate: projectTypeError,
    onSubmit: (text) => then(projectTypeOf(text)?.key ?? text.trim()),
  });
}

/** How the platform reaches the repository: the user's own git token, or a repository token (never shown). */
export type GitAccess = { kind: 'personal' } | { kind: 'repository'; token: string };

/** Our wording; the GitHub rule is spec 001 section 2's. */
export const GIT_ACCESS_CHOICE_MESSAGE = 'Type p (your personal git token) or r (a repository token)';
export const GITHUB_REPOSITORY_TOKEN_MESSAGE = 'GitHub cannot use a repository token: type p.';
export const REPOSITORY_TOKEN_REQUIRED_MESSAGE = 'Please input the repository token.';

/**
 * Asks how the platform reaches the project's repository (spec 002 section 2.4, Git Information editable for
 * admin-level users): p = the user's personal git token (Account, git tokens), r = a repository token, typed hidden.
 */
export function askGitAccess(ask: Ask, provider: string | null | undefined, then: (access: GitAccess) => void) {
  const tokenAllowed = canUseRepositoryToken((provider ?? 'GITHUB') as WizardGitProvider);
  ask({
    question: 'Reach the repository with',
    hint: tokenAllowed ? 'p: your personal git token   r: a repository token' : 'p: your personal git token',
    validate: (text) => {
      const choice = text.trim().toLowerCase();
      if (choice === 'r' && !tokenAllowed) return GITHUB_REPOSITORY_TOKEN_MESSAGE;
      return choice === 'p' || choice === 'r' ? undefined : GIT_ACCESS_CHOICE_MESSAGE;
    },
    onSubmit: (text) => {
      if (text.trim().toLowerCase() === 'p') {
        then({ kind: 'personal' });
        return;
      }
      ask({
        question: 'The repository token',
        hint: 'typed hidden; it is never shown again',
        secret: true,
        validate: (token) => (token.trim() ? undefined : REPOSITORY_TOKEN_REQUIRED_MESSAGE),
        onSubmit: (token) => then({ kind: 'repository', token: token.trim() }),
      });
    },
  });
}
