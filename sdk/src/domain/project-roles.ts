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
