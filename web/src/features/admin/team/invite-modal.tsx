/**
 * Invite Member: name, e-mail and role in the form modal frame; Enter in a field sends it too. The
 * name and a valid address are checked here first; an address already in use shows under its field.
 * Each opening starts with an empty form.
 */
import { useState, type FormEvent } from 'react';
import type { InvitedMember } from '../../../../../shared/api/team.ts';
import { checkInvite } from '../../../../../shared/validation/team.ts';
import { useAuth } from '../session/auth-context.tsx';
import { checkWith, fieldErrorsOf, messageOf } from '../lib/errors.ts';
import { useFormFields } from '../lib/use-form-fields.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { inviteMember } from './api.ts';
import { ROLE_INFO, type StaffRole } from '../../../../../shared/roles.ts';
import { ROLE_OPTIONS } from './roles.ts';

const FORM_ID = 'adm-invite-form';

export interface InviteModalProps {
  open: boolean;
  onClose: () => void;
  onInvited: (member: InvitedMember) => void;
}

export function InviteModal(props: InviteModalProps) {
  if (!props.open) return null;
  return <InviteModalInner {...props} />;
}

function InviteModalInner({ open, onClose, onInvited }: InviteModalProps) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const form = useFormFields({ name: '', email: '', role: 'editor' });
  const { values, errors, setErrors, field } = form;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = checkWith((errors) => checkInvite(errors, values));
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      onInvited(await inviteMember(request, { name: values.name.trim(), email: values.email.trim(), role: values.role }));
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const message = messageOf(err, 'Please try again.');
      if (message === 'That email address is already in use') fields.email ??= message;
      setErrors(fields);
      toast.error('Could not send the invitation', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      open={open}
      title="Invite Member"
      subtitle="They receive a mail with a link to choose their password."
      onClose={onClose}
      size="sm"
      dirty={values.name !== '' || values.email !== ''}
      saving={busy}
      saveLabel="Send Invitation"
      savingLabel="Sending..."
      formId={FORM_ID}
    >
      <form id={FORM_ID} className="adm-form" onSubmit={submit} noValidate>
        <TextField label="Name" name="name" maxLength={100} {...field('name')} required data-autofocus />
        <TextField label="E-mail" name="email" type="email" autoComplete="off" {...field('email')} required />
        <SelectField
          label="Role"
          name="role"
          value={values.role}
          options={ROLE_OPTIONS}
          onChange={(e) => form.setValues((f) => ({ ...f, role: e.target.value }))}
          error={errors.role || undefined}
          hint={ROLE_INFO[values.role as StaffRole]?.description}
        />
      </form>
    </FormModal>
  );
}
