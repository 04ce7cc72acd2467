import type { CloudAccount } from '@skiff/sdk';
import { cloudProviderLabel, formatDate } from '@skiff/sdk/domain';
import { Link } from '../../router/link.js';
import { useSession } from '../../session/session-context.js';
import { AdminList } from './admin-list.js';
import { type Column, text } from './data-table.js';
import { TerraformTabs } from './terraform-tabs.js';

/** The spec gives no page size for cloud accounts: we use the members' sizes. */
const ACCOUNT_PAGE_SIZES = [24, 50] as const;

const COLUMNS: readonly Column<CloudAccount>[] = [
  { header: 'Name', cell: (a) => text(a.name) },
  { header: 'Provider', cell: (a) => cloudProviderLabel(text(a.provider)) },
  { header: 'Number', cell: (a) => text(a.number) },
  { header: 'Description', cell: (a) => text(a.desc) },
  { header: 'Account / role', cell: (a) => text(a.awsAccountId ?? a.arnRole ?? a.awsArnRole) },
  { header: 'Created', cell: (a) => formatDate(a.createdAt) },
];

/** /terraform/accounts (spec 003 section 2.11): the cloud accounts. */
export function CloudAccountsPage() {
  const { client } = useSession();
  return (
    <>
      <TerraformTabs current="/terraform/accounts" />
      <p>
        <Link to="/infrastructure-accounts/add-infra-account">Create New Account</Link>
      </p>
      <AdminList
        caption="Cloud accounts"
        sizes={ACCOUNT_PAGE_SIZES}
        load={(params, signal) => client.cloudAccounts.list(params, { signal })}
        columns={() => COLUMNS}
        rowKey={(a) => a._id}
      />
    </>
  );
}
