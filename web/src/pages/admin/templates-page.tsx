import type { Catalog } from '@skiff/sdk';
import {
  formatDate,
  TEMPLATE_DELETE_FAILED_MESSAGE,
  TEMPLATE_DELETE_QUESTION,
  TEMPLATE_DELETED_MESSAGE,
  type TemplateFormValues,
  type TemplateSwitches,
  templateFormValues,
  templateTags,
  UNKNOWN_CREATOR_TEXT,
} from '@skiff/sdk/domain';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.js';
import { RepositoryLink } from '../../components/repository-link.js';
import { useSession } from '../../session/session-context.js';
import { AdminList } from './admin-list.js';
import { ConfirmButton } from './confirm-button.js';
import { type Column, text } from './data-table.js';
import { TemplateForm } from './template-form.js';

/** A template: the SDK's catalog, whose schema carries spec 003 section 3's template fields. */
type Template = Catalog;

/** Spec 003 section 9: 24 a page by default, or 50. */
const TEMPLATE_PAGE_SIZES = [24, 50] as const;

/** /templates (spec 003 section 2.13): the template catalogue, with delete confirmed by "Are you sure delete?". */
export function TemplatesPage() {
  const { client } = useSession();
  /** The open form: 'create', the template being edited, or none. */
  const [open, setOpen] = useState<'create' | Template>();
  const [saved, setSaved] = useState<{ count: number; message?: string }>({ count: 0 });
  const columns = (done: (message?: string) => void): readonly Column<Template>[] => [
    { header: 'Image', cell: (t) => (t.image ? <img src={t.image} alt="" width={32} height={32} /> : null) },
    {
      header: 'Name',
      cell: (t) => (
        <>
          {text(t.name)} <span className="muted">{templateTags(t).join(', ')}</span>
        </>
      ),
    },
    { header: 'Type', cell: (t) => text(t.projectType) },
    { header: 'Published', cell: (t) => (t.isPublish ? 'Published' : 'Not Published') },
    { header: 'Organization', cell: (t) => text(t.organization?.name) },
    { header: 'Created By', cell: (t) => text(t.createdBy?.rawInfo?.email) || UNKNOWN_CREATOR_TEXT },
    {
      header: 'Configuration',
      cell: (t) =>
        `App Root ${text(t.appRoot)} · Web Root ${text(t.webRoot)} · Capacity ${text(t.capacityDefault) || '–'}`,
    },
    {
      header: 'Repository',
      cell: (t) => <RepositoryLink url={t.repoUrl} provider={t.repositoryProvider} />,
    },
    { header: 'Created', cell: (t) => formatDate(t.createdAt) },
    {
      header: 'Action',
      cell: (t) => (
        <>
          <button type="button" onClick={() => setOpen(t)}>
            Edit {text(t.name)}
          </button>{' '}
          <ConfirmButton
            label={`Delete ${text(t.name)}`}
            question={TEMPLATE_DELETE_QUESTION}
            failure={TEMPLATE_DELETE_FAILED_MESSAGE}
            run={async () => {
              await client.catalogs.delete(t._id);
              return TEMPLATE_DELETED_MESSAGE;
            }}
            onDone={done}
          />
        </>
      ),
    },
  ];
  return (
    <>
      <PageHeading title="Templates" />
      {saved.message ? (
        <p role="status" className="alert alert-success">
          {saved.message}
        </p>
      ) : null}
      {open ? (
        <TemplateForm
          key={open === 'create' ? 'create' : open._id}
          {...(open === 'create' ? {} : { editing: editingOf(open) })}
          onSaved={(message) => {
            setOpen(undefined);
            setSaved((s) => ({ count: s.count + 1, message }));
          }}
          onCancel={() => setOpen(undefined)}
        />
      ) : (
        <button type="button" onClick={() => setOpen('create')}>
          Create Template
        </button>
      )}
      <AdminList<Template>
        caption="Templates"
        sizes={TEMPLATE_PAGE_SIZES}
        search={{ label: 'Search templates', placeholder: 'Search by name' }}
        load={(params, signal) => client.catalogs.list(params, { signal })}
        columns={columns}
        rowKey={(t) => t._id}
        reloadKey={saved.count}
      />
    </>
  );
}

/** The update form's starting point: the template's fields and its admin switches. */
function editingOf(t: Template): {
  id: string;
  values: TemplateFormValues;
  switches: TemplateSwitches;
} {
  return {
    id: t._id,
    values: templateFormValues(t),
    switches: {
      isPublish: t.isPublish === true,
      isDrupalForge: t.isDrupalForge === true,
      isUsingAIKey: t.isUsingAIKey === true,
      isFromRegistry: t.isFromRegistry === true,
    },
  };
}
