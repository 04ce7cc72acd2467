import type { Deployment } from '@skiff/sdk';
import { type BlueGreenBadge, blueGreenBadges, deploymentBadge } from '@skiff/sdk/domain';
import { Tag } from '../../components/state-tag.js';

const BLUE_GREEN_TONES = { Live: 'success', Blue: 'info', Green: 'neutral' } as const satisfies Record<
  BlueGreenBadge,
  string
>;

/** A tag's state badge and blue/green badges (spec 002 section 4, both from the SDK). */
export function TagBadges({ tag }: { tag: Deployment }) {
  const badge = deploymentBadge(tag);
  return (
    <>
      <Tag tone={badge.tone}>{badge.label}</Tag>{' '}
      {blueGreenBadges(tag).map((b) => (
        <span key={b}>
          <Tag tone={BLUE_GREEN_TONES[b]}>{b}</Tag>{' '}
        </span>
      ))}
    </>
  );
}
