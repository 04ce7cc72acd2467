import { formatDate, HOSTED_ZONE_PAGE_SIZES, type HostedZone } from '@skiff/sdk';
import { useSession } from '../../session/session-context.js';
import { AdminList } from './admin-list.js';
import { type Column, text } from './data-table.js';
import { TerraformTabs } from './terraform-tabs.js';

const COLUMNS: readonly Column<HostedZone>[] = [
  { header: 'Domain', cell: (z) => text(z.name) },
  { header: 'Hosted zone id', cell: (z) => text(z.hostedZoneId) },
  { header: 'Name servers', cell: (z) => (z.nameServers ?? []).map(text).join(', ') },
  { header: 'Description', cell: (z) => text(z.description) },
  { header: 'Private', cell: (z) => (z.privateZone ? 'Yes' : 'No') },
  { header: 'DrupalForge', cell: (z) => (z.isDrupalForge ? 'Yes' : 'No') },
  { header: 'Created', cell: (z) => formatDate(z.createdAt) },
];

/** /terraform/hosted-zones (spec 003 sections 2.9 and 9): the hosted zones, 50 or 100 a page. */
export function HostedZonesPage() {
  const { client } = useSession();
  return (
    <>
      <TerraformTabs current="/terraform/hosted-zones" />
      <AdminList
        caption="Hosted zones"
        sizes={HOSTED_ZONE_PAGE_SIZES}
        load={(params, signal) => client.hostedZones.list(params, { signal })}
        columns={() => COLUMNS}
        rowKey={(z) => z._id}
      />
    </>
  );
}
