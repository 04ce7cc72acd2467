/** Spec 002 section 7: project roles as users see them (Owner, Maintainer, Developer). */
export function projectRoleLabel(role: string | null | undefined): string {
  switch (role?.toUpperCase()) {
    case 'PROJECT_OWNER':
      return 'Owner';
    case 'PROJECT_MAINTAINER':
      return 'Maintainer';
    case 'PROJECT_DEVELOPER':
      return 'Developer';
    default:
      return role ?? '';
  }
}

/** Spec 002 section 5: "role Maintainer (default) or Developer"; section 6: invitations only give these two. */
export const PROJECT_INVITE_ROLES = ['PROJECT_MAINTAINER', 'PROJECT_DEVELOPER'] as const;
export type ProjectInviteRole = (typeof PROJECT_INVITE_ROLES)[number];
export const DEFAULT_PROJECT_INVITE_ROLE: ProjectInviteRole = 'PROJECT_MAINTAINER';

/** Spec 002 section 8: the collaborators' outcomes. */
export const COLLABORATOR_REMOVED_MESSAGE = 'Remove the collaborator successfully!';
export const COLLABORATOR_REMOVE_FAILED_MESSAGE = 'Remove the collaborator failed.';
export const INVITATION_REMOVED_MESSAGE = 'Remove the invitation successfully!';
export const INVITATION_REMOVE_FAILED_MESSAGE = 'Remove the invitation failed.';

/** Spec 002 section 6: "The owner row has no delete action"; nobody edits or removes themself either. */
export function canChangeProjectCollaborator(
  user: { _id: string },
  target: { _id: string; role?: string | null },
): boolean {
  return target._id !== user._id && target.role?.toUpperCase() !== 'PROJECT_OWNER';
}

/** Spec 001 section 8: a workspace collaborator's removal (worded without the project's "the"). */
export const WORKSPACE_COLLABORATOR_REMOVED_MESSAGE = 'Remove collaborator successfully!';
export const WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE = 'Remove collaborator failed.';
