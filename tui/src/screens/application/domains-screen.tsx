import {
  type CustomDomain,
  customDomainCalls,
  type DomainFormContext,
  domainFormContext,
  domainFormErrors,
  domainRequest,
  forcesHttps,
  refId,
} from '@skiff/sdk';
import { DISABLED_FOR_WORKSPACE_MESSAGE, taskStatusTone } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useMemo } from 'react';
import { ConfirmPrompt } from '../../components/confirm-prompt.js';
import type { Column } from '../../components/data-table.js';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine, fit } from '../../services/text.js';
import { collect, flexWidths, MAX_SCANNED_ITEMS } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { askDomainWithCertificate } from './domain-certificate.js';

/** The domains of one application, whether it forces HTTPS (its `secureConnection`) and the SDK's form context. */
interface DomainsView {
  domains: CustomDomain[];
  forcesHttps: boolean;
  form: DomainFormContext;
}

/** Rows under the list: the force-HTTPS state, or the question or form being asked. */
const DETAIL_ROWS = 4;

/**
 * An application's custom domains (spec 002 "Custom Domains"), rendering the SDK's domain form model: `a` adds one
 * with an automatic certificate, `A` with the user's own (domain-certificate.ts), each validated as the user types
 * ('Please input domain!', 'Domain is invalid.'); `x` removes the selected one, `h` turns force HTTPS on or off.
 * Each is a task on the application, through the SDK's `customDomainCalls`; push news reloads the list. Without the
 * workspace's `enableCustomDomain` adding is refused with the spec's message.
 */
export function DomainsScreen({ workspace, project, application, ...props }: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const confirm = useConfirm();
  const prompt = useTextPrompt();
  const showCommand = useShowActionCommand();
  useKeyLayer(confirm.layer, props.active);
  useKeyLayer(prompt.layer, props.active);
  const ids = useApplicationIds({ workspace, project, application });
  const calls = useMemo(() => customDomainCalls(client, ids), [client, ids]);
  const load = useCallback(
    async (signal: AbortSignal): Promise<DomainsView> => {
      const [app, all, ws] = await Promise.all([
        client.applications.get(ids, { signal }),
        // The list takes no application filter: every page of the workspace's domains is read (not only the first
        // LIST_LIMIT), so a domain of this application past them still shows.
        collect(client.domains.list(workspace.id, { pageSize: 100 }, { signal }), MAX_SCANNED_ITEMS),
        client.workspaces.get(workspace.id, { signal }),
      ]);
      return {
        domains: all.filter((d) => refId(d.application) === application.id),
        forcesHttps: forcesHttps(app),
        form: domainFormContext('application', ws),
      };
    },
    [client, ids, workspace.id, application.id],
  );
  const loaded = useLoader(load, application.id);
  const source = useMemo(
    () => ({ data: loaded.data?.domains, loading: loaded.loading, reload: loaded.reload }),
    [loaded.data, loaded.loading, loaded.reload],
  );

  const status = 12;
  const certificate = 12;
  const { flex } = flexWidths(props.width, [status, certificate]);
  const columns = useMemo<Column<CustomDomain>[]>(
    () => [
      { header: 'Domain', width: flex, text: (d) => cleanLine(d.domain) },
      {
        header: 'Status',
        width: status,
        text: (d) => cleanLine(d.status) || '-',
        render: (d, width) => (
          <Text color={theme.tone[taskStatusTone(d.status)]} wrap="truncate">
            {fit(cleanLine(d.status) || '-', width)}
          </Text>
        ),
      },
      // Spec 002 section 5: the user's own certificate, or one the platform provides.
      { header: 'Certificate', width: certificate, text: (d) => (d.hasCertificate ? 'your own' : 'automatic') },
    ],
    [flex, theme],
  );

  const started = (what: string) => () => {
    showInfo(what);
    loaded.reload();
  };
  const domainError = (form: DomainFormContext) => (text: string) => domainFormErrors({ domain: text }, form).domain;
  const add = (form: DomainFormContext) =>
    prompt.ask({
      question: `Add a custom domain to ${application.name}`,
      hint: 'The host name, e.g. shop.example.com',
      validate: domainError(form),
      onSubmit: (typed) => {
        const input = domainRequest({ domain: typed, certificate: 'automatic' });
        showCommand('addDomain', input.domain);
        calls.add(input).then(started(`Adding ${input.domain}…`), showError);
      },
    });
  const addWithCertificate = (form: DomainFormContext) =>
    askDomainWithCertificate(prompt.ask, application.name, domainError(form), (answer) => {
      showCommand('addDomainWithCertificate', `${answer.input.domain}\n${answer.keyPath}\n${answer.certificatePath}`);
      calls.add(answer.input).then(started(`Adding ${answer.input.domain} with your certificate…`), showError);
    });
  const remove = (domain: CustomDomain) =>
    confirm.ask(`Remove the domain ${cleanLine(domain.domain)}?`, () => {
      showCommand('removeDomain', cleanLine(domain.domain));
      calls.remove?.(domain._id).then(started(`Removing ${cleanLine(domain.domain)}…`), showError);
    });
  const toggleHttps = () => {
    const on = !loaded.data?.forcesHttps;
    showCommand('forceHttps', on ? 'on' : 'off');
    calls.forceHttps(on).then(started(on ? 'Forcing HTTPS…' : 'No longer forcing HTTPS…'), showError);
  };
  /** The add form, unless the workspace is known to switch custom domains off (before it loads, the platform judges). */
  const adding = (ask: (form: DomainFormContext) => void) => {
    const form = loaded.data?.form ?? domainFormContext('application', undefined);
    if (form.enabled) ask(form);
    else showInfo(DISABLED_FOR_WORKSPACE_MESSAGE);
  };
  const onCommand = (command: Command, selected: CustomDomain | undefined) => {
    if (command === 'addDomain') adding(add);
    else if (command === 'addDomainWithCertificate') adding(addWithCertificate);
    else if (command === 'removeDomain') {
      if (selected) remove(selected);
    } else if (command === 'forceHttps') toggleHttps();
    else return false;
    return true;
  };

  const detail = () => {
    if (prompt.asking) return <TextPrompt {...prompt.asking} />;
    if (confirm.question) return <ConfirmPrompt question={confirm.question} />;
    const forces = loaded.data?.forcesHttps;
    return (
      <Box>
        <Text>{'Force HTTPS: '}</Text>
        <Text bold color={forces ? theme.tone.success : theme.text.secondary}>
          {loaded.data ? (forces ? 'on' : 'off') : '…'}
        </Text>
      </Box>
    );
  };

  return (
    <ListScreen
      {...props}
      title={`Custom domains of ${application.name}`}
      source={source}
      columns={columns}
      keyOf={(d) => d._id}
      searchText={(d) => cleanLine(d.domain)}
      filterPlaceholder="Search domains"
      isStale={(m) => m.kind === 'activity' && m.application === application.id}
      empty="No custom domains yet."
      scopes={['domains']}
      onCommand={onCommand}
      detail={detail}
      detailRows={DETAIL_ROWS}
    />
  );
}
