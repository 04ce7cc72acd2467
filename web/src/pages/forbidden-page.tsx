import { StatusPage } from './result-page.js';

/** A signed-in user without the rights a route needs (spec 000 section 8). */
export function ForbiddenPage() {
  return <StatusPage status="403" />;
}
