import type { Member } from '@skiff/sdk';
import {
  ACCOUNT_PASSWORD_INVALID,
  CONFIRM_PASSWORD_MISMATCH,
  emailFieldError,
  formatDate,
  isSingleSignOnMember,
  isValidAccountPassword,
  MEMBER_PAGE_SIZES,
  USER_CREATED_MESSAGE,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../components/feedback.js';
import { type TextFieldSpec, TextFields } from '../components/field.js';
import { useSubmit } from '../components/use-submit.js';
import { Link } from '../router/link.js';
import { useSession } from '../session/session-context.js';
import { AdminList } from './admin/admin-list.js';
import { ConfirmButton } from './admin/confirm-button.js';
import { type Column, text } from './admin/data-table.js';
import { memberWorkspacesPath } from './admin/member-workspaces-page.js';
import { MembersTabs } from './admin/members-tabs.js';

/**
 * /members (spec 003 section 2.12, admin only; the guard in app.tsx shows 403 to others): the instance members, 24 or
 * 50 a page with search, a form creating a user (spec 003 section 5) and delete with confirmation.
 */
export function MembersPage() {
  const { client } = useSession();
  const [created, setCreated] = useState(0);
  const columns = (done: (message?: string) => void): readonly Column<Member>[] => [
    {
      header: 'Email',
      cell: (m) => <Link to={memberWorkspacesPath(m._id, m.rawInfo?.email)}>{text(m.rawInfo?.email)}</Link>,
    },
    { header: 'Name', cell: (m) => text(m.displayName) },
    { header: 'Sign-in', cell: (m) => (isSingleSignOnMember(m) ? 'Single Sign-on' : 'Password') },
    { header: 'Workspaces', cell: (m) => String(m.totalWorkspaces ?? 0) },
    { header: 'Created', cell: (m) => formatDate(m.createdAt) },
    {
      header: 'Action',
      cell: (m) => (
        <ConfirmButton
          label={`Delete ${text(m.rawInfo?.email)}`}
          question={`Delete the account of ${text(m.rawInfo?.email)}?`}
          run={async () => {
            await client.members.delete(m._id);
            return `Deleted ${text(m.rawInfo?.email)}.`;
          }}
          onDone={done}
        />
      ),
    },
  ];
  return (
    <>
      <MembersTabs current="/members" />
      <CreateMember onCreated={() => setCreated((n) => n + 1)} />
      <AdminList
        caption="Members"
        sizes={MEMBER_PAGE_SIZES}
        search={{ label: 'Search members', placeholder: 'Search by email' }}
        load={(params, signal) => client.members.list(params, { signal })}
        columns={columns}
        rowKey={(m) => m._id}
        reloadKey={created}
      />
    </>
  );
}

type CreateMemberField = 'email' | 'password' | 'confirm';
type CreateMemberValues = Record<CreateMemberField, string>;

const CREATE_MEMBER_FIELDS: readonly TextFieldSpec<CreateMemberField>[] = [
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirm', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];
const NO_VALUES: CreateMemberValues = { email: '', password: '', confirm: '' };

/** Spec 003 section 5: a valid e-mail (sent lowercased), a password of 8-18 with the four kinds, the same confirmation. */
function createMemberErrors({ email, password, confirm }: CreateMemberValues) {
  return {
    email: emailFieldError(email),
    password: isValidAccountPassword(password) ? undefined : ACCOUNT_PASSWORD_INVALID,
    confirm: confirm === password ? undefined : CONFIRM_PASSWORD_MISMATCH,
  };
}

/** The create-user form: checked on submit, cleared after 'User was created successfully!'. */
function CreateMember({ onCreated }: { onCreated(): void }) {
  const { client } = useSession();
  const id = useId();
  const [values, setValues] = useState(NO_VALUES);
  const [errors, setErrors] = useState<Partial<CreateMemberValues>>({});
  const submission = useSubmit();
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const found = createMemberErrors(values);
    setErrors(found);
    if (found.email || found.password || found.confirm) return;
    const ok = await submission.run(async () => {
      await client.members.create({ username: values.email, password: values.password });
      return USER_CREATED_MESSAGE;
    });
    if (ok) {
      setValues(NO_VALUES);
      onCreated();
    }
  };
  return (
    <form className="card" onSubmit={create} noValidate aria-label="Create a user">
      <TextFields id={id} fields={CREATE_MEMBER_FIELDS} values={values} errors={errors} setValues={setValues} />
      <Feedback submission={submission} />
      <button type="submit" disabled={submission.busy}>
        Create user
      </button>
    </form>
  );
}
