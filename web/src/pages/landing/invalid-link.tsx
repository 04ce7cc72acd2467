import { INVITE_REQUEST_INVALID_MESSAGE } from '@skiff/sdk/domain';
import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';

/** A landing link that cannot be used (spec 003 section 8): the spec's sentence and Back To Home. */
export function InvalidLink({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <p role="alert" className="alert alert-error">
        {INVITE_REQUEST_INVALID_MESSAGE}
      </p>
      <Link to="/workspaces">Back To Home</Link>
    </>
  );
}
