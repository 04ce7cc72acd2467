import type { HostedZone } from '@skiff/sdk';
import {
  formatDate,
  HOSTED_ZONE_FAILED_MESSAGE,
  HOSTED_ZONE_PAGE_SIZES,
  hostedZoneDomainError,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import { AdminList } from './admin-list.js';
import { ConfirmButton } from './confirm-button.js';
import { type Column, text } from './data-table.js';
import { TerraformTabs } from './terraform-tabs.js';

/** /terraform/hosted-zones (spec 003 sections 2.9, 5, 8 and 9): the hosted zones, 50 or 100 a page; add and delete. */
export function HostedZonesPage() {
  const { client } = useSession();
  const [added, setAdded] = useState(0);
  const columns = (done: (message?: string) => void): readonly Column<HostedZone>[] => [
    { header: 'Domain', cell: (z) => text(z.name) },
    { header: 'Hosted zone id', cell: (z) => text(z.hostedZoneId) },
    { header: 'Name servers', cell: (z) => (z.nameServers ?? []).map(text).join(', ') },
    { header: 'Description', cell: (z) => text(z.description) },
    { header: 'Private', cell: (z) => (z.privateZone ? 'Yes' : 'No') },
    { header: 'DrupalForge', cell: (z) => (z.isDrupalForge ? 'Yes' : 'No') },
    { header: 'Created', cell: (z) => formatDate(z.createdAt) },
    {
      header: 'Action',
      cell: (z) => (
        <ConfirmButton
          label={`Delete ${text(z.name)}`}
          question={`Delete the hosted zone ${text(z.name)}?`}
          failure={HOSTED_ZONE_FAILED_MESSAGE}
          run={async () => {
            await client.hostedZones.delete(z._id);
            return `${text(z.name)} deleted.`;
          }}
          onDone={done}
        />
      ),
    },
  ];
  return (
    <>
      <TerraformTabs current="/terraform/hosted-zones" />
      <AddHostedZone onAdded={() => setAdded((n) => n + 1)} />
      <AdminList
        caption="Hosted zones"
        sizes={HOSTED_ZONE_PAGE_SIZES}
        load={(params, signal) => client.hostedZones.list(params, { signal })}
        columns={columns}
        rowKey={(z) => z._id}
        reloadKey={added}
      />
    </>
  );
}

/** The add form: the domain ('Please input domain!', 'Domain is invalid.') and the DrupalForge flag. */
function AddHostedZone({ onAdded }: { onAdded(): void }) {
  const { client } = useSession();
  const id = useId();
  const [domain, setDomain] = useState('');
  const [isDrupalForge, setDrupalForge] = useState(false);
  const [domainError, setDomainError] = useState<string>();
  const submission = useSubmit();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = hostedZoneDomainError(domain);
    setDomainError(problem);
    if (problem) return;
    const ok = await submission.run(async () => {
      await client.hostedZones.create({ domain: domain.trim(), isDrupalForge });
      return `${domain.trim()} added.`;
    }, HOSTED_ZONE_FAILED_MESSAGE);
    if (ok) {
      setDomain('');
      onAdded();
    }
  };
  return (
    <form className="card" onSubmit={add} noValidate aria-label="Add a hosted zone">
      <TextField id={id} label="Domain" value={domain} onChange={setDomain} error={domainError} />
      <div className="field">
        <label>
          <input type="checkbox" checked={isDrupalForge} onChange={(e) => setDrupalForge(e.target.checked)} />{' '}
          DrupalForge zone
        </label>
      </div>
      <Feedback submission={submission} />
      <button type="submit" disabled={submission.busy}>
        Add hosted zone
      </button>
    </form>
  );
}
