import type { Catalog } from '@skiff/sdk';
import { CATALOG_PAGE_SIZE, stripControlSequences } from '@skiff/sdk/domain';
import { ErrorAlert } from '../../components/error-alert.js';
import { useListQuery } from '../../components/list-query.js';
import { ListPager } from '../../components/pager.js';
import { RepositoryLink } from '../../components/repository-link.js';
import { SearchBox } from '../../components/search-box.js';
import { useResource } from '../../components/use-resource.js';
import { WorkspaceTabHeading } from '../../components/workspace-tab-heading.js';
import { Link } from '../../router/link.js';
import { catalogWizardPath, type PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';

/**
 * A workspace's Catalogs (spec 001 section 2): the published templates as cards, searched by name, 24 a page; Deploy
 * opens the quickstart wizard and Develop the quickclone one.
 */
export function CatalogsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const list = useListQuery(CATALOG_PAGE_SIZE);
  const { search, pageIndex, pageSize } = list;
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const page = useResource(
    (signal) => client.catalogs.listForWorkspace(workspaceId, { search, pageIndex, pageSize }, { signal }),
    [client, workspaceId, search, pageIndex, pageSize],
  );
  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={workspace.data} tab="Catalogs" />
      <SearchBox
        label="Search catalogs"
        placeholder="Search by name"
        value={search}
        onSearch={(value) => list.set({ search: value })}
      />
      <ErrorAlert error={workspace.error ?? page.error} />
      {page.data?.items.length === 0 ? <p>No catalogs found.</p> : null}
      <ul className="cards" aria-label="Catalogs" aria-busy={page.loading}>
        {(page.data?.items ?? []).map((catalog) => (
          <CatalogCard key={catalog._id} workspaceId={workspaceId} catalog={catalog} />
        ))}
      </ul>
      {page.data ? <ListPager list={list} total={page.data.total} /> : null}
    </>
  );
}

function CatalogCard({ workspaceId, catalog }: { workspaceId: string; catalog: Catalog }) {
  const name = stripControlSequences(catalog.title ?? catalog.name);
  const organization = catalog.organization;
  return (
    <li className="card">
      <h3>{name}</h3>
      <p className="meta">
        <span className="tag">{catalog.isPublish ? 'Published' : 'Not Published'}</span>
        {catalog.isUsingAIKey ? <span className="tag">AI</span> : null}
        {catalog.isFromRegistry ? <span className="tag">Registry</span> : null}
      </p>
      <p className="meta">
        <RepositoryLink url={catalog.repoUrl} provider={catalog.repositoryProvider} />
      </p>
      {organization?.name ? (
        <p className="meta">
          {stripControlSequences(organization.name)}
          {organization.isVerified ? ' ✓ Verified publisher' : null}
        </p>
      ) : null}
      <p className="row-actions">
        <Link to={catalogWizardPath(workspaceId, catalog._id, 'quickstart')} aria-label={`Deploy ${name}`}>
          Deploy
        </Link>{' '}
        <Link to={catalogWizardPath(workspaceId, catalog._id, 'quickclone')} aria-label={`Develop ${name}`}>
          Develop
        </Link>
      </p>
    </li>
  );
}
