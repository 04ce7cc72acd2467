import type { Named } from '../../contexts/router-context.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { CloudAccountWizardScreen } from '../wizards/cloud-account-wizard-screen.js';
import { HostedZoneForm, MemberForm } from './account-forms.js';
import { useAdminAccess } from './admin-access.js';
import type { AdminFormKind } from './admin-routes.js';
import { Forbidden } from './admin-screen.js';
import { ClusterForm } from './cluster-form.js';
import { TemplateForm } from './template-form.js';

/** The admin area's forms, by kind (`template` set: editing that template). */
export function AdminFormScreen({ form, template, ...props }: ScreenProps & { form: AdminFormKind; template?: Named }) {
  const access = useAdminAccess();
  if (access.user && !access.isAdmin) return <Forbidden />;
  switch (form) {
    case 'cluster':
      return <ClusterForm {...props} />;
    case 'cloudAccount':
      return <CloudAccountWizardScreen {...props} />;
    case 'hostedZone':
      return <HostedZoneForm {...props} />;
    case 'member':
      return <MemberForm {...props} />;
    case 'template':
      return <TemplateForm {...props} template={template} />;
    default: {
      const never: never = form;
      throw new Error(`Unknown form ${String(never)}`);
    }
  }
}
