/**
 * Top-menu routes only admins (instance owner or admin) may open; others get the 403 page (spec 000 sections 2
 * and 6). Spec 003 section 2.1 lists /clusters and /templates with the admin area; we guard them the same way.
 */
export const ADMIN_ONLY_ROUTES = [
  '/members',
  '/terraform',
  '/infrastructures',
  '/infrastructure-accounts',
  '/clusters',
  '/templates',
] as const;

/** Whether `pathname` is an admin-only route or below one. */
export function isAdminOnlyPath(pathname: string): boolean {
  return ADMIN_ONLY_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
