import type { Catalog } from '@skiff/sdk';
import {
  TEMPLATE_DELETE_FAILED_MESSAGE,
  TEMPLATE_DELETE_QUESTION,
  TEMPLATE_DELETED_MESSAGE,
  TEMPLATE_PAGE_SIZES,
  templateTags,
  UNKNOWN_CREATOR_TEXT,
} from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useServices } from '../../contexts/services-context.js';
import type { ReadPage } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { idOf, SectionList } from './section-list.js';

/** A template: the SDK's catalog, whose schema carries spec 003 section 3's template fields. */
type Template = Catalog;

const templateName = (t: Template) => cleanLine(t.name);

/** The name with its tags DrupalForge, AI, Registry (spec 003 section 2.13). */
function nameWithTags(t: Template): string {
  const tags = templateTags(t);
  return tags.length ? `${templateName(t)} [${tags.join(', ')}]` : templateName(t);
}

/**
 * Admin > Templates (spec 003 section 2.13): name and tags, type, Published / Not Published, organization, Created
 * By ("Undefined" without an e-mail), roots, repository; `a` creates, `e` edits, `x` deletes ("Are you sure delete?").
 */
export function TemplatesSection(props: ScreenProps) {
  const { client } = useServices();
  const name = 26;
  const type = 10;
  const published = 13;
  const org = 14;
  const creator = 22;
  const { flex } = flexWidths(props.width, [name, type, published, org, creator]);
  const columns = useMemo<Column<Template>[]>(
    () => [
      { header: 'Name', width: name, text: nameWithTags },
      { header: 'Type', width: type, text: (t) => cleanLine(t.projectType) },
      { header: 'Published', width: published, text: (t) => (t.isPublish ? 'Published' : 'Not Published') },
      { header: 'Organization', width: org, secondary: true, text: (t) => cleanLine(t.organization?.name) },
      {
        header: 'Created By',
        width: creator,
        secondary: true,
        text: (t) => cleanLine(t.createdBy?.rawInfo?.email) || UNKNOWN_CREATOR_TEXT,
      },
      {
        header: 'Repository',
        width: flex,
        secondary: true,
        text: (t) => `${cleanLine(t.repoUrl)} (${cleanLine(t.appRoot)}, ${cleanLine(t.webRoot)})`,
      },
    ],
    [flex],
  );
  const read: ReadPage<Template> = (page, signal) => client.catalogs.list(page, { signal });
  return (
    <SectionList
      {...props}
      section="templates"
      read={read}
      columns={columns}
      keyOf={idOf}
      nameOf={templateName}
      filterPlaceholder="Search by name"
      empty="No templates."
      create="template"
      pageSizes={TEMPLATE_PAGE_SIZES}
      edit="template"
      deletion={{
        question: () => TEMPLATE_DELETE_QUESTION,
        run: (t) => client.catalogs.delete(t._id),
        done: () => TEMPLATE_DELETED_MESSAGE,
        failed: TEMPLATE_DELETE_FAILED_MESSAGE,
      }}
    />
  );
}
