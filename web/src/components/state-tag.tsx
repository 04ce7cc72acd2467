import {
  type ApplicationStateInput,
  type DisplayedState,
  displayedApplicationState,
  taskStatusTone,
} from '@skiff/sdk/domain';

/** A coloured tag; the colour comes from the SDK's semantic tone, mapped in styles.css. */
export function Tag({ tone, children }: { tone: DisplayedState['tone']; children: string }) {
  return <span className={`tag tone-${tone}`}>{children}</span>;
}

/** The displayed application state (spec 002 section 4), as computed by the SDK. */
export function ApplicationStateTag({ app }: { app: ApplicationStateInput }) {
  const state = displayedApplicationState(app);
  return <Tag tone={state.tone}>{state.label}</Tag>;
}

/** A task status (PENDING, IN_PROGRESS, SUCCESS, ERROR) in its tone. */
export function TaskStatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <Tag tone={taskStatusTone(status)}>{status}</Tag>;
}
