import { useId, useState, type FormEvent } from 'react';
import type { StaffRole } from '@haat/contract/console/staff.schemas';
import { staffRoles } from '@haat/contract/console/staff-roles.values';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useAddStaff, useRemoveStaff } from '#src/features/console/api/change-staff.ts';
import { useStaffList } from '#src/features/console/api/get-staff.ts';
import { OwnerOnly } from '#src/features/console/components/owner-only.tsx';
import { useConsoleMember } from '#src/features/console/components/use-console-member.ts';

/** The owner's staff screen: who works here, add a phone, remove a member (never oneself). */
export default function StaffRoute() {
  const t = useT();
  return (
    <OwnerOnly>
      <section className="console-page">
        <h1 className="console-page__title">{t('console.staffTitle')}</h1>
        <StaffList />
        <AddStaffForm />
      </section>
    </OwnerOnly>
  );
}

function useErrorText() {
  const textOf = useTextOf();
  return (error: unknown) => textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain');
}

function StaffList() {
  const t = useT();
  const errorText = useErrorText();
  const me = useConsoleMember();
  const staff = useStaffList();
  const remove = useRemoveStaff();
  return (
    <ul className="console-list">
      {staff.data?.staff.map((member) => (
        <li key={member.id} className="console-card console-card__row">
          <span>
            <strong>{member.name ?? member.mobile}</strong>
            <span className="console-card__muted">
              {' '}
              {member.name ? `${member.mobile} · ` : ''}
              {t(`console.role.${member.role}`)}
            </span>
          </span>
          {member.id === me.staff.id ? null : (
            <button
              type="button"
              className="button console-button--danger"
              disabled={remove.isPending}
              aria-label={t('console.removeMember', { who: member.name ?? member.mobile })}
              onClick={() =>
                remove.mutate(member.id, {
                  onSuccess: () => notify.success(t('console.memberRemoved')),
                  onError: (error) => notify.error(errorText(error)),
                })
              }
            >
              {t('console.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const isRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

function AddStaffForm() {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const add = useAddStaff();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('STAFF');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { mobile, role, ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: () => {
          notify.success(t('console.memberAdded'));
          setMobile('');
          setName('');
        },
        onError: (error) => notify.error(errorText(error)),
      },
    );
  };
  return (
    <form className="console-form" onSubmit={submit}>
      <h2 className="console-section-title">{t('console.addMember')}</h2>
      <div className="console-field">
        <label htmlFor={`${id}-mobile`}>{t('login.phoneLabel')}</label>
        <input
          id={`${id}-mobile`}
          className="input"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]{10}"
          maxLength={10}
          required
          value={mobile}
          onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-name`}>{t('console.memberName')}</label>
        <input
          id={`${id}-name`}
          className="input"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-role`}>{t('console.memberRole')}</label>
        <select
          id={`${id}-role`}
          className="input"
          value={role}
          onChange={(event) => isRole(event.target.value) && setRole(event.target.value)}
        >
          {staffRoles.map((option) => (
            <option key={option} value={option}>
              {t(`console.role.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={add.isPending || mobile.length !== 10}>
        {t('console.add')}
      </button>
    </form>
  );
}
