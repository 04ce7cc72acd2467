import { PAGE_MESSAGES } from '@skiff/sdk';
import { PageHeading } from '../components/page-heading.js';
import { Link } from '../router/link.js';

/** Any path the app does not know (spec 000 section 8). */
export function NotFoundPage() {
  return (
    <div className="result-page">
      <PageHeading title="404">404</PageHeading>
      <p>{PAGE_MESSAGES.notFound}</p>
      <Link to="/">Back Home</Link>
    </div>
  );
}
