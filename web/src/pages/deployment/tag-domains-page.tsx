import type { PageProps } from '../../routes.js';
import { DomainsPanel } from '../application/domains-panel.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

/**
 * A tag's Custom Domains (spec 002 section 7: POST .../domains, PUT .../force-https). The contract has no call to
 * remove a tag's domain, so the list has no Remove.
 */
export function TagDomainsPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="domains">
      {(screen) => <Domains {...screen} />}
    </TagLayout>
  );
}

function Domains({ ids, tag, data, workspace }: TagScreen) {
  return (
    <section aria-labelledby="domains-title">
      <h2 id="domains-title">Custom Domains</h2>
      <DomainsPanel record={data} workspace={workspace} onChanged={tag.reload} target={ids} />
    </section>
  );
}
