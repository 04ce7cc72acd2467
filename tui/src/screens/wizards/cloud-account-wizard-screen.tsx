import { useRef, useState } from 'react';
import { WizardView } from '../../components/wizard-view.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { cleanLine } from '../../services/text.js';
import type { ScreenProps } from '../shared/list-screen.js';
import {
  CLOUD_ACCOUNT_STEPS,
  cloudAccountBody,
  cloudAccountCommand,
  cloudAccountErrors,
  FIRST_CLOUD_ACCOUNT_ANSWERS,
} from './cloud-account-wizard-steps.js';
import { useStackArn } from './use-stack-arn.js';
import { useWizard } from './use-wizard.js';
import type { WizardValues } from './wizard-model.js';

/**
 * Admin > Cloud accounts > new (spec 003 sections 2.11 and 5, /infrastructure-accounts/add-infra-account): step 1
 * Basic Information, step 2 Link your Cloud Account; Tab on step 2 creates once every field is filled (else the
 * messages show, as the web's disabled Create), then the list comes back with the news. A failure shows the
 * server's message. On AWS the Role ARN fills in when an AWS stack calls back (`useStackArn`); the TUI does not
 * launch the stack itself: its address carries the session token, which would go in a browser launcher's argv.
 * The status line's `skiff cloud-accounts create` reads the secrets from stdin.
 */
export function CloudAccountWizardScreen({ active, width, height }: ScreenProps) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const create = (values: WizardValues) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    showAction(cloudAccountCommand(values), true);
    client.cloudAccounts.create(cloudAccountBody(values)).then(
      (created) => {
        router.back();
        showInfo(`The cloud account ${cleanLine(created.name)} was linked.`, true);
      },
      (error: unknown) => {
        sending.current = false;
        setBusy(false);
        showAction(cloudAccountCommand(values));
        showError(error);
      },
    );
  };
  const wizard = useWizard(
    { steps: CLOUD_ACCOUNT_STEPS, review: false, errorsOf: cloudAccountErrors, onFinish: create },
    FIRST_CLOUD_ACCOUNT_ANSWERS,
    active,
  );
  useStackArn(active && wizard.stepIndex === 1 && wizard.values.provider === 'AWS', (arnRole) => {
    wizard.setAnswer('awsArnRole', arnRole);
    showInfo('The AWS stack sent the role ARN.');
  });
  return (
    <WizardView
      title="Create New Account"
      steps={CLOUD_ACCOUNT_STEPS}
      wizard={wizard}
      review={false}
      finishWord="Create"
      busy={busy ? 'creating…' : undefined}
      width={width}
      height={height}
    />
  );
}
