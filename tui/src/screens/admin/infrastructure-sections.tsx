import type { CloudAccount, HostedZone } from '@skiff/sdk';
import { cloudProviderLabel, formatDate, HOSTED_ZONE_FAILED_MESSAGE, HOSTED_ZONE_PAGE_SIZES } from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useServices } from '../../contexts/services-context.js';
import type { ReadPage } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { idOf, SectionList } from './section-list.js';

const accountName = (a: CloudAccount) => cleanLine(a.name);
const zoneName = (z: HostedZone) => cleanLine(z.name);

/** Admin > Cloud accounts (spec 003 section 2.11): name, provider, description; `a` links one, `x` removes one. */
export function CloudAccountsSection(props: ScreenProps) {
  const { client } = useServices();
  const name = 24;
  const provider = 14;
  const created = 19;
  const { flex } = flexWidths(props.width, [name, provider, created]);
  const columns = useMemo<Column<CloudAccount>[]>(
    () => [
      { header: 'Name', width: name, text: accountName },
      { header: 'Provider', width: provider, text: (a) => cloudProviderLabel(cleanLine(a.provider)) },
      { header: 'Description', width: flex, secondary: true, text: (a) => cleanLine(a.desc) },
      { header: 'Created', width: created, secondary: true, text: (a) => formatDate(a.createdAt) },
    ],
    [flex],
  );
  const read: ReadPage<CloudAccount> = (page, signal) => client.cloudAccounts.list(page, { signal });
  return (
    <SectionList
      {...props}
      section="cloudAccounts"
      read={read}
      columns={columns}
      keyOf={idOf}
      nameOf={accountName}
      filterPlaceholder="Search cloud accounts by name"
      empty="No cloud accounts."
      create="cloudAccount"
      deletion={{
        question: (a) => `Remove the cloud account ${accountName(a)}?`,
        run: (a) => client.cloudAccounts.delete(a._id),
        done: (a) => `The cloud account ${accountName(a)} was removed.`,
      }}
    />
  );
}

/** Admin > Hosted zones (spec 003 sections 2.9 and 8): domain, zone id, name servers; `a` creates, `x` deletes. */
export function HostedZonesSection(props: ScreenProps) {
  const { client } = useServices();
  const name = 28;
  const zone = 18;
  const forge = 6;
  const { flex } = flexWidths(props.width, [name, zone, forge]);
  const columns = useMemo<Column<HostedZone>[]>(
    () => [
      { header: 'Domain', width: name, text: zoneName },
      { header: 'Zone id', width: zone, secondary: true, text: (z) => cleanLine(z.hostedZoneId) },
      { header: 'Forge', width: forge, text: (z) => (z.isDrupalForge ? 'Yes' : 'No') },
      {
        header: 'Name servers',
        width: flex,
        secondary: true,
        text: (z) => (z.nameServers ?? []).map(cleanLine).join(' '),
      },
    ],
    [flex],
  );
  const read: ReadPage<HostedZone> = (page, signal) => client.hostedZones.list(page, { signal });
  return (
    <SectionList
      {...props}
      section="hostedZones"
      read={read}
      columns={columns}
      keyOf={idOf}
      nameOf={zoneName}
      filterPlaceholder="Search hosted zones by domain"
      empty="No hosted zones."
      create="hostedZone"
      pageSizes={HOSTED_ZONE_PAGE_SIZES}
      deletion={{
        question: (z) => `Delete the hosted zone ${zoneName(z)}?`,
        run: (z) => client.hostedZones.delete(z._id),
        done: (z) => `The hosted zone ${zoneName(z)} was deleted.`,
        failed: HOSTED_ZONE_FAILED_MESSAGE,
      }}
    />
  );
}
