import type { Catalog } from '@skiff/sdk';
import {
  EMPTY_TEMPLATE_FORM,
  PROJECT_TYPES,
  TEMPLATE_SWITCHES,
  TEMPLATE_TEXT_FIELDS,
  type TemplateFormValues,
  templateFormBody,
  templateFormErrors,
  templateFormValues,
} from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { commandLine } from './admin-commands.js';
import { FormScreen } from './form-screen.js';
import { type FormField, type FormSpec, type FormValues, textOf } from './use-admin-form.js';

const formValuesOf = (values: FormValues): TemplateFormValues =>
  Object.fromEntries(
    Object.keys(EMPTY_TEMPLATE_FORM).map((key) => [key, textOf(values, key)]),
  ) as unknown as TemplateFormValues;

/** Create (`editing` false) or the admin update, which adds Capacity (required) and the switches. */
function templateSpec(editing: boolean): FormSpec {
  const fields: FormField[] = [
    ...TEMPLATE_TEXT_FIELDS.slice(0, 2).map(([key, label]): FormField => ({ key, label, kind: 'text' })),
    { key: 'projectType', label: 'Type', kind: 'choice', options: PROJECT_TYPES.map((t) => t.key) },
    ...TEMPLATE_TEXT_FIELDS.slice(2).map(
      ([key, label]): FormField => ({ key, label, kind: key === 'adminPassword' ? 'secret' : 'text' }),
    ),
  ];
  if (editing) {
    fields.push({ key: 'capacityDefault', label: 'Capacity', kind: 'text' });
    for (const [key, label] of TEMPLATE_SWITCHES) fields.push({ key, label, kind: 'switch' });
  }
  return {
    fields: () => fields,
    errors: (values) =>
      templateFormErrors(formValuesOf(values), editing ? 'adminUpdate' : 'create') as Record<string, string>,
  };
}

/**
 * Create Template and Update Template (spec 003 sections 2.13, 5 and 6): 'Required' under each blank required
 * field, checked as the user types. The update is the admin one (the admin area is for admins): Capacity and the
 * Publish, DrupalForge Express, AI Key and Registry Model switches.
 */
export function TemplateForm({ template, ...props }: ScreenProps & { template?: Named }) {
  const { client } = useServices();
  const load = useCallback(
    (signal: AbortSignal) => (template ? client.catalogs.get(template.id, { signal }) : Promise.resolve(undefined)),
    [client, template],
  );
  const loaded = useLoader<Catalog | undefined>(load, template?.id ?? 'new');
  const spec = useMemo(() => templateSpec(template !== undefined), [template]);
  const initial = useMemo<FormValues | undefined>(() => {
    if (!template) return { ...EMPTY_TEMPLATE_FORM, projectType: PROJECT_TYPES[0]?.key ?? '' };
    const found = loaded.data as (Catalog & Record<string, unknown>) | undefined;
    if (!found) return undefined;
    const switches = Object.fromEntries(TEMPLATE_SWITCHES.map(([key]) => [key, found[key] === true]));
    return { ...templateFormValues(found), ...switches };
  }, [template, loaded.data]);
  if (!initial) return <Text>{loaded.loading ? 'loading…' : ''}</Text>;
  const save = async (values: FormValues) => {
    const body = templateFormBody(formValuesOf(values));
    if (!template) {
      await client.catalogs.create(body);
      return `${body.name} created.`;
    }
    const switches = Object.fromEntries(TEMPLATE_SWITCHES.map(([key]) => [key, values[key] === true]));
    await client.catalogs.adminUpdate(template.id, { ...body, ...switches });
    return `${body.name} updated.`;
  };
  const command = (values: FormValues) =>
    template
      ? commandLine(['templates', 'publish', template.name, values.isPublish === true ? 'on' : 'off'], [])
      : commandLine(
          ['templates', 'create'],
          (['name', 'repoUrl', 'organization', 'image'] as const).map((key): [string, string] => [
            `--${key === 'repoUrl' ? 'repo-url' : key}`,
            textOf(values, key).trim(),
          ]),
        );
  return (
    <FormScreen
      {...props}
      title={template ? `Update Template ${template.name}` : 'Create Template'}
      spec={spec}
      initial={initial}
      command={command}
      save={save}
    />
  );
}
