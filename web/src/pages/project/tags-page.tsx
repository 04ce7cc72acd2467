import type { Deployment, PushMessage } from '@skiff/sdk';
import { canUseBlueGreen, isDeploymentNotDeployedYet, TAG_PAGE_SIZE } from '@skiff/sdk/domain';
import { useCallback, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { useListQuery } from '../../components/list-query.js';
import { ListPager } from '../../components/pager.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { Link } from '../../router/link.js';
import { type PageProps, tagPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ConfirmButton } from '../admin/confirm-button.js';
import { TagBadges } from '../deployment/tag-badges.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';
import { TagForm } from './tag-form.js';

/**
 * A project's Tags tab (spec 002 sections 2.3 and 4): its tags 10 a page with the SDK's badge and blue/green badges;
 * Add Deployment Tag; Deploy for a tag not deployed yet (default settings: the launch wizard is not built here);
 * for a running tag that is not itself a green side, a green side (created and deployed) and the switch of traffic to it. Live through push.
 */
export function TagsPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId } = context;
  const { client } = useSession();
  const list = useListQuery(TAG_PAGE_SIZE);
  const { pageIndex, pageSize } = list;
  const page = useResource(
    (signal) => client.deployments.list(workspaceId, projectId, { pageIndex, pageSize }, { signal }),
    [client, workspaceId, projectId, pageIndex, pageSize],
  );
  const concerns = useCallback((m: PushMessage & { kind: 'activity' }) => m.project === projectId, [projectId]);
  usePushReload(page.reload, concerns);
  const outcome = useSubmit();
  const [greenOf, setGreenOf] = useState<string>();
  const items = page.data?.items ?? [];
  const ids = (tag: Deployment) => ({ workspaceId, projectId, deploymentId: tag._id });
  const act = (work: () => Promise<unknown>, message: string) =>
    outcome.run(async () => {
      await work();
      page.reload();
      return message;
    });
  const greenSide = (blue: Deployment) =>
    items.filter((t) => t.isGreen && t._id !== blue._id && t.blueGreenKey === (blue.blueGreenKey ?? blue._id)).at(-1);

  return (
    <ProjectFrame context={context} current="deployments/tags">
      <h2>Tags</h2>
      <Feedback submission={outcome} />
      {page.data?.items.length === 0 ? <p>No tags yet.</p> : null}
      <ul className="rows" aria-label="Tags" aria-busy={page.loading}>
        {items.map((tag) => {
          const green = tag.isBlue ? greenSide(tag) : undefined;
          return (
            <li key={tag._id} className="row" data-tag={tag.name}>
              <span>
                <strong>
                  <Link to={tagPath({ workspaceId, projectId, deploymentId: tag._id })}>{tag.name}</Link>
                </strong>{' '}
                <span className="mono">{tag.containerImage ?? '-'}</span> <TagBadges tag={tag} />
              </span>
              <span>
                {isDeploymentNotDeployedYet(tag) ? (
                  <button
                    type="button"
                    disabled={outcome.busy}
                    aria-label={`Deploy ${tag.name}`}
                    onClick={() => void act(() => client.deployments.activate(ids(tag)), `Deploying ${tag.name}.`)}
                  >
                    Deploy
                  </button>
                ) : null}{' '}
                {canUseBlueGreen(tag) && !tag.isGreen ? (
                  <button type="button" aria-label={`Create green of ${tag.name}`} onClick={() => setGreenOf(tag._id)}>
                    Create green
                  </button>
                ) : null}{' '}
                {green && canUseBlueGreen(tag) && canUseBlueGreen(green) ? (
                  <ConfirmButton
                    label={`Switch ${tag.name} to ${green.name}`}
                    question={`Switch the traffic of ${tag.name} to ${green.name}?`}
                    run={async () => {
                      await client.deployments.switchOver(ids(tag), green._id);
                      return `Switching ${tag.name} over to ${green.name}.`;
                    }}
                    onDone={(message) => void act(async () => undefined, message ?? '')}
                  />
                ) : null}
              </span>
              {greenOf === tag._id ? (
                <TagForm
                  title={`Green tag of ${tag.name}`}
                  submitLabel="Create and deploy green"
                  onCancel={() => setGreenOf(undefined)}
                  save={async (body) => {
                    await client.deployments.createBlueGreen(ids(tag), body);
                    setGreenOf(undefined);
                    page.reload();
                    return `Deploying the green tag ${body.name} of ${tag.name}.`;
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {page.data ? <ListPager list={list} total={page.data.total} /> : null}
      <TagForm
        title="Add Deployment Tag"
        submitLabel="Add tag"
        save={async (body) => {
          await client.deployments.create(workspaceId, projectId, body);
          page.reload();
          return `Tag ${body.name} added.`;
        }}
      />
    </ProjectFrame>
  );
}
