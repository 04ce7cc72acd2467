import { describe, expect, it } from 'vitest';
import { CAPABILITIES, typedConfirmationOf } from './index.js';

describe('typed confirmations from the registry', () => {
  it("Given each capability confirmed by typing, when asked for a subject, then the spec's text and message come from its rule", () => {
    expect(typedConfirmationOf('application.undeploy', 'main').expected).toBe('branch/main');
    expect(typedConfirmationOf('application.undeploy', 'main').mismatch('main')).toBe('Value is not matching!');
    expect(typedConfirmationOf('application.undeploy', 'main').mismatch('branch/main')).toBeUndefined();
    expect(typedConfirmationOf('project.delete', 'shop').expected).toBe('project/shop');
    expect(typedConfirmationOf('tag.delete', 'img:1').expected).toBe('img:1');
    const typed = CAPABILITIES.filter((c) => c.confirm.kind === 'typed');
    expect(typed.length).toBeGreaterThanOrEqual(8);
    for (const c of typed) expect(typedConfirmationOf(c.id, 'x').mismatch('y'), c.id).toBeTruthy();
  });

  it('Given a capability confirmed by yes/no, when asked for a typed confirmation, then it throws (the surface is out of step)', () => {
    expect(() => typedConfirmationOf('backup.delete', 'x')).toThrow(/not confirmed by typing/);
  });
});
