import { StatusPage } from './result-page.js';

/** Any path the app does not know (spec 000 section 8). */
export function NotFoundPage() {
  return <StatusPage status="404" />;
}
