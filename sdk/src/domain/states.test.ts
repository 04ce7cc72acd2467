import { describe, expect, it } from 'vitest';
import { displayedApplicationState, isTaskFinished, taskStatusTone } from './states.js';

describe('displayedApplicationState (spec 002 section 4)', () => {
  it('Given a last activity pending or in progress, Then it is Processing (blue)', () => {
    for (const status of ['PENDING', 'IN_PROGRESS']) {
      expect(
        displayedApplicationState({ replicas: 2, status: 'DEPLOY_APPLICATION_SUCCESS', lastActivity: { status } }),
      ).toEqual({
        label: 'Processing',
        tone: 'info',
      });
    }
  });
  it('Given a last activity that errored, Then the Error tag shows', () => {
    expect(
      displayedApplicationState({ replicas: 1, lastActivity: { action: 'DEPLOY_APPLICATION', status: 'ERROR' } }).label,
    ).toBe('Error');
  });
  it('Given a deployed application with replicas above zero, Then it is Running (green)', () => {
    const state = displayedApplicationState({
      status: 'DEPLOY_APPLICATION_SUCCESS',
      replicas: 1,
      lastActivity: { action: 'DEPLOY_APPLICATION', status: 'SUCCESS' },
    });
    expect(state).toEqual({ label: 'Running', tone: 'success' });
  });
  it('Given a deployed application with zero replicas, Then it is Paused (gold)', () => {
    const state = displayedApplicationState({
      status: 'DEPLOY_APPLICATION_SUCCESS',
      replicas: 0,
      lastActivity: { action: 'PAUSE_APPLICATION', status: 'SUCCESS' },
    });
    expect(state).toEqual({ label: 'Paused', tone: 'warning' });
  });
  it('Given a successful undeploy or no deploy at all, Then it is Not Deployed', () => {
    expect(
      displayedApplicationState({
        status: 'UNDEPLOY_APPLICATION_SUCCESS',
        replicas: 0,
        lastActivity: { action: 'UNDEPLOY_APPLICATION', status: 'SUCCESS' },
      }).label,
    ).toBe('Not Deployed');
    expect(displayedApplicationState({}).label).toBe('Not Deployed');
  });
});

describe('task statuses (spec 000 section 4)', () => {
  it('Given the four statuses, Then the tones are green, red, gold and orange', () => {
    expect(['SUCCESS', 'ERROR', 'PENDING', 'IN_PROGRESS'].map(taskStatusTone)).toEqual([
      'success',
      'error',
      'warning',
      'attention',
    ]);
  });
  it('Given STOPPED or MISSING, Then polling ends as for SUCCESS and ERROR', () => {
    expect(['SUCCESS', 'ERROR', 'STOPPED', 'MISSING'].every(isTaskFinished)).toBe(true);
    expect(isTaskFinished('IN_PROGRESS')).toBe(false);
  });
});
