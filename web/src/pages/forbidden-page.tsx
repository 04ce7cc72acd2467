import { PAGE_MESSAGES } from '@skiff/sdk';
import { PageHeading } from '../components/page-heading.js';
import { Link } from '../router/link.js';

/** A signed-in user without the rights a route needs (spec 000 section 8). */
export function ForbiddenPage() {
  return (
    <div className="result-page">
      <PageHeading title="403">403</PageHeading>
      <p>{PAGE_MESSAGES.forbidden}</p>
      <Link to="/">Back Home</Link>
    </div>
  );
}
