import type { CloudAccount } from '@skiff/sdk';
import {
  type ClusterFormContext,
  clusterFormChanged,
  clusterFormErrors,
  clusterFormFields,
  clusterFormFlags,
  clusterFormRequest,
  firstClusterFormAnswers,
  type WizardField,
} from '@skiff/sdk';
import { MAX_CLUSTER_NODES } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../contexts/services-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { cleanLine } from '../../services/text.js';
import { collect, MAX_SCANNED_ITEMS } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { commandLine } from './admin-commands.js';
import { FormScreen } from './form-screen.js';
import type { FormField, FormSpec, FormValues } from './use-admin-form.js';

/** A field of the SDK's cluster form as a row of the admin form (a choice's text cleaned for the terminal). */
function rowOf(field: WizardField): FormField {
  const show = field.show;
  return {
    key: field.key,
    label: field.label,
    kind: field.kind === 'toggle' ? 'switch' : field.kind,
    ...(field.choices ? { options: field.choices.map(String) } : {}),
    ...(show ? { show: (value: string) => cleanLine(show(value)) } : {}),
  };
}

/** The limited mode's warning (spec 003 section 9). */
const limitedNote = (values: FormValues) =>
  values.isLimited === true ? [`Limited cluster: at most ${MAX_CLUSTER_NODES} nodes; contact support to expand.`] : [];

/**
 * The new cluster with its first workspace (spec 003 sections 2.10, 5 and 9): the SDK's cluster form model (the
 * same fields, first answers, rules and request as the web form and `skiff clusters create`) as one admin form.
 */
export function ClusterForm(props: ScreenProps) {
  const { client } = useServices();
  const loadAccounts = useCallback(
    (signal: AbortSignal) => collect(client.cloudAccounts.list({ pageSize: 100 }, { signal }), MAX_SCANNED_ITEMS),
    [client],
  );
  const accounts = useLoader<CloudAccount[]>(loadAccounts, 'admin/cluster-form/accounts');
  const context = useMemo<ClusterFormContext>(() => ({ accounts: accounts.data ?? [] }), [accounts.data]);
  const spec = useMemo<FormSpec>(
    () => ({
      fields: (values) => clusterFormFields(context, values).map(rowOf),
      errors: (values) => clusterFormErrors(values, context),
      changed: (key, values) => clusterFormChanged(key, values),
    }),
    [context],
  );
  /** The cloud account as `--cloud-account` takes it: its name, or its id where the name is shared. */
  const accountWord = (id: string) => {
    const account = context.accounts.find((a) => a._id === id);
    const shared = context.accounts.filter((a) => a.name === account?.name).length > 1;
    return account && !shared ? cleanLine(account.name) : id;
  };
  const save = async (values: FormValues) => {
    const body = clusterFormRequest(values, context);
    await client.workspaces.create(body);
    return `Creating the cluster ${cleanLine(String(body.environment.name))} with the workspace ${cleanLine(body.name)}…`;
  };
  const command = (values: FormValues) =>
    commandLine(
      ['clusters', 'create'],
      clusterFormFlags({ ...values, agreeTermAndCondition: true }, context, accountWord),
    );
  return (
    <FormScreen
      {...props}
      title="New cluster"
      spec={spec}
      initial={firstClusterFormAnswers()}
      noteOf={limitedNote}
      command={command}
      save={save}
    />
  );
}
