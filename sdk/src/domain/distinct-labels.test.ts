import { describe, expect, it } from 'vitest';
import { distinctLabels } from './distinct-labels.js';

describe('distinctLabels', () => {
  it('Given two items of the same name among others, Then those two carry their ids and the others their name', () => {
    const items = [
      { id: 'a1', name: 'prod' },
      { id: 'b2', name: 'stage' },
      { id: 'c3', name: 'prod' },
    ];
    expect(
      distinctLabels(
        items,
        (i) => i.name,
        (i) => i.id,
      ),
    ).toEqual(['prod (a1)', 'stage', 'prod (c3)']);
  });
});
