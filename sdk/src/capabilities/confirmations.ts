import { branchConfirmationError } from '../domain/application-rules.js';
import { deploymentDeletionConfirmationError } from '../domain/deployment-rules.js';
import { projectDeletionConfirmationError, projectDeletionConfirmationText } from '../domain/project-rules.js';
import { deleteConfirmationError, workspaceDeleteConfirmation } from '../domain/workspace-rules.js';
import type { ConfirmationRule } from './types.js';

/** No confirmation: the action is undone by another (pause/unpause) or creates something. */
export const NO_CONFIRMATION: ConfirmationRule = { kind: 'none' };

/** A yes/no question (`--yes` in the CLI, `y` in the TUI, a confirm dialog in the web app). */
export const YES_NO: ConfirmationRule = { kind: 'yesNo' };

/** The Danger Zone of an application (spec 002 section 5): type `branch/NAME`. */
export const TYPE_BRANCH: ConfirmationRule = {
  kind: 'typed',
  hint: 'branch/NAME',
  expected: (branch) => `branch/${branch}`,
  mismatch: (typed, branch) => branchConfirmationError(typed, branch),
};

/** Deleting a workspace (spec 001 section 5): type `workspace/NAME`. */
export const TYPE_WORKSPACE: ConfirmationRule = {
  kind: 'typed',
  hint: 'workspace/NAME',
  expected: workspaceDeleteConfirmation,
  mismatch: (typed, name) => deleteConfirmationError(typed, name),
};

/** Transferring a workspace (spec 001 section 5): type the workspace's name ("Must match {name}"). */
export const TYPE_WORKSPACE_NAME: ConfirmationRule = {
  kind: 'typed',
  hint: 'the workspace name',
  expected: (name) => name,
  mismatch: (typed, name) => (typed === name ? undefined : `Must match ${name}`),
};

/** Deleting a project (spec 002 section 5): type `project/NAME`. */
export const TYPE_PROJECT: ConfirmationRule = {
  kind: 'typed',
  hint: 'project/NAME',
  expected: projectDeletionConfirmationText,
  mismatch: (typed, name) => projectDeletionConfirmationError(typed, name),
};

/** A tag's Danger Zone (spec 002 section 5): type the tag's container image. */
export const TYPE_TAG_IMAGE: ConfirmationRule = {
  kind: 'typed',
  hint: 'the container image',
  expected: (image) => image,
  mismatch: (typed, image) => deploymentDeletionConfirmationError(typed, image),
};

/** The typed confirmation of a rule for one subject, as a front end asks for it; undefined when none is typed. */
export function typedConfirmation(
  rule: ConfirmationRule,
  subject: string,
): { expected: string; mismatch: (typed: string) => string | undefined } | undefined {
  if (rule.kind !== 'typed') return undefined;
  return { expected: rule.expected(subject), mismatch: (typed) => rule.mismatch(typed, subject) };
}
