import type { Catalog } from '@skiff/sdk';
import { CATALOG_PAGE_SIZE } from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, FORM_ROWS, useActionForms } from '../shared/action-forms.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { useCatalogLaunch } from './use-catalog-launch.js';

/** The card's tags as words: published or not, AI, Registry (spec 001 /catalogs). */
function tagsOf(catalog: Catalog): string {
  const tags = [catalog.isPublish === false ? 'Not published' : 'Published'];
  if (catalog.isUsingAIKey) tags.push('AI');
  if (catalog.isFromRegistry) tags.push('Registry');
  return tags.join(', ');
}

/** The organization, with the verified-publisher mark. */
function organizationOf(catalog: Catalog): string {
  const name = cleanLine(catalog.organization?.name);
  if (!name) return '-';
  return catalog.organization?.isVerified ? `${name} ✓` : name;
}

const titleOf = (c: Catalog) => cleanLine(c.title ?? c.name) || '-';
const repositoryOf = (c: Catalog) =>
  [cleanLine(c.repositoryProvider), cleanLine(c.repoUrl)].filter(Boolean).join(' ') || '-';
const searchText = (c: Catalog) => `${cleanLine(c.name)}\n${titleOf(c)}`;

/**
 * A workspace's Catalogs (spec 001 /catalogs): the launchable templates, 24 a page, `/` searches by name; each
 * shows its title, organization (✓ verified publisher), tags (published, AI, Registry) and repository. `d` Deploys
 * the selected one (quickstart) and `v` Develops it (quickclone into a new repository), after asking the names.
 */
export function CatalogsScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client, now } = useServices();
  const forms = useActionForms(props.active);
  const launch = useCatalogLaunch(workspace, forms, now);
  const title = 24;
  const organization = 16;
  const tags = 22;
  const { flex } = flexWidths(props.width, [title, organization, tags], 14);
  const columns = useMemo<Column<Catalog>[]>(
    () => [
      { header: 'Title', width: title, text: titleOf },
      { header: 'Organization', width: organization, text: organizationOf },
      { header: 'Tags', width: tags, secondary: true, text: tagsOf },
      { header: 'Repository', width: flex, secondary: true, text: repositoryOf },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded.
  const loaded = useServerPages(
    (page, signal) => client.catalogs.listForWorkspace(workspace.id, page, { signal }),
    `catalogs/${workspace.id}`,
  );
  const onCommand = (command: Command, selected: Catalog | undefined) => {
    if (command !== 'deployCatalog' && command !== 'developCatalog') return false;
    if (selected) (command === 'deployCatalog' ? launch.deploy : launch.develop)(selected);
    return true;
  };
  return (
    <ListScreen
      {...props}
      title={`Catalogs of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(c) => c._id}
      searchText={searchText}
      filterPlaceholder="Search templates by name"
      isStale={() => false}
      empty="No templates to launch yet."
      scopes={['catalogs']}
      onCommand={onCommand}
      pageSize={CATALOG_PAGE_SIZE}
      detail={() => (forms.asking ? <ActionForm forms={forms} /> : null)}
      detailRows={FORM_ROWS}
    />
  );
}
