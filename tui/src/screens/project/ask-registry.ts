import { REGISTRY_PROVIDERS, REQUIRED_MESSAGE, registryErrors } from '@skiff/sdk/domain';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';

/** A registry form's answers (spec 002 section 2.4 and 5); tags only for the base registry. */
export interface RegistryAnswers {
  base: boolean;
  provider: string;
  server: string;
  username: string;
  token: string;
  tags: string[];
}

/** Our wording for the two choices the spec lists without a message. */
export const REGISTRY_KIND_MESSAGE = 'Type base or ci-cd';
export const REGISTRY_PROVIDER_MESSAGE = `One of: ${REGISTRY_PROVIDERS.join(', ')}`;

const providerOf = (text: string) => REGISTRY_PROVIDERS.find((p) => p.toLowerCase() === text.trim().toLowerCase());
const tagsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * Asks for a registry field by field: which one (base or CI/CD), provider, server ('Invalid url'), username, token
 * (typed hidden) and, for the base registry, its tags; each with the spec's 'Required'. Input: the screen's
 * `prompt.ask` and what to do with the answers.
 */
export function askRegistry(ask: (spec: TextPromptSpec) => void, then: (answers: RegistryAnswers) => void): void {
  const field = (
    question: string,
    hint: string,
    validate: (text: string) => string | undefined,
    next: (text: string) => void,
    secret = false,
  ) => ask({ question, hint, validate, onSubmit: (text) => next(text.trim()), secret });
  field(
    'Set which registry?',
    'base or ci-cd',
    (t) => (/^(base|ci-?cd)$/i.test(t.trim()) ? undefined : REGISTRY_KIND_MESSAGE),
    (kind) => {
      const base = kind.toLowerCase() === 'base';
      const name = base ? 'Base registry' : 'CI/CD registry';
      field(
        `${name}: provider`,
        REGISTRY_PROVIDERS.join(', '),
        (t) => (providerOf(t) ? undefined : REGISTRY_PROVIDER_MESSAGE),
        (p) => {
          const provider = providerOf(p) ?? p;
          field(
            `${name}: server`,
            'e.g. ghcr.io, index.docker.io/v1',
            (t) => registryErrors({ server: t }, false).server,
            (server) =>
              field(
                `${name}: username`,
                'The registry user',
                (t) => (t.trim() ? undefined : REQUIRED_MESSAGE),
                (username) =>
                  field(
                    `${name}: token`,
                    'Typed hidden',
                    (t) => (t.trim() ? undefined : REQUIRED_MESSAGE),
                    (token) => {
                      const answers = { base, provider, server, username, token, tags: [] };
                      if (!base) return then(answers);
                      field(
                        `${name}: image tags`,
                        'e.g. 8.3 8.2 (spaces or commas)',
                        (t) => (tagsOf(t).length ? undefined : REQUIRED_MESSAGE),
                        (tags) => then({ ...answers, tags: tagsOf(tags) }),
                      );
                    },
                    true,
                  ),
              ),
          );
        },
      );
    },
  );
}
