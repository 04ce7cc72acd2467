/** The web app's route patterns the capability table refers to (web/src/routes.ts serves them). */
export const WS = '/workspaces/:workspaceId';
export const PRJ = `${WS}/projects/:projectId`;
export const APP = `${PRJ}/applications/:applicationId`;
export const TAG = `${PRJ}/deployments/:deploymentId`;
/** The bell's drawer is in the shell of every page; `/notifications` is its list as a page of its own. */
export const WEB_NOTIFICATIONS = '/notifications';

/** Reasons shared by several gaps. */
export const CLI_HOLE = 'not yet in the CLI (issue 17, CLI holes); `skiff api` reaches it meanwhile';
