import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { WizardValues } from '../screens/wizards/wizard-model.js';
import { useFormDraft } from './use-form-draft.js';

/** The draft as a line of text, and its setter for the test (what ←/→ on a field does). */
function Probe({ saved, expose }: { saved: WizardValues; expose(set: (values: WizardValues) => void): void }) {
  const [draft, setDraft] = useFormDraft(saved);
  expose((values) => setDraft((d) => ({ ...d, ...values })));
  return <Text>{`replicas=${String(draft?.replicas)} webRoot=${String(draft?.webRoot)}`}</Text>;
}

const nextFrame = () => new Promise((resolve) => setImmediate(resolve));

describe('a form draft over the server values', () => {
  it('Given a changed field, When a reload brings the same values, Then the change stays; when other values come, Then the form starts over from them', async () => {
    let set: (values: WizardValues) => void = () => {};
    const expose = (s: typeof set) => {
      set = s;
    };
    const app = render(<Probe saved={{ replicas: 1, webRoot: '/var/www/html' }} expose={expose} />);
    await nextFrame();
    expect(app.lastFrame()).toBe('replicas=1 webRoot=/var/www/html');
    set({ replicas: 2 });
    await nextFrame();
    expect(app.lastFrame()).toBe('replicas=2 webRoot=/var/www/html');
    // News of a task reloads the form: the same values in a new object.
    app.rerender(<Probe saved={{ replicas: 1, webRoot: '/var/www/html' }} expose={expose} />);
    await nextFrame();
    expect(app.lastFrame()).toBe('replicas=2 webRoot=/var/www/html');
    // A save (or another user's change): other values, the form starts over from them.
    app.rerender(<Probe saved={{ replicas: 2, webRoot: '/var/www/html/web' }} expose={expose} />);
    await nextFrame();
    expect(app.lastFrame()).toBe('replicas=2 webRoot=/var/www/html/web');
    app.unmount();
  });
});
