import type { InputHTMLAttributes } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { CustomerProfile } from '@haat/contract/customers/customers.schemas';
import { keepPhone } from '#src/lib/digits.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { filteredField } from '#src/lib/filtered-input.ts';
import { notify } from '#src/lib/notify.ts';
import { useT, useTextOf, type MessageId } from '#src/lib/i18n.tsx';
import { useUpdateCustomerProfile } from '#src/features/account/api/update-customer-profile.ts';
import type { ProfileForm } from './profile-form.validation.ts';

const profileResolver = lazyResolver<ProfileForm>(() => import('./profile-form.validation.ts'));

const GENDERS = [
  { value: 'MALE', label: 'profile.male' },
  { value: 'FEMALE', label: 'profile.female' },
  { value: 'OTHER', label: 'profile.otherGender' },
] as const satisfies readonly { value: string; label: MessageId }[];

type ProfileInputProps = UseFormRegisterReturn &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

/** One labelled box of the profile form, its message under it; the ids follow the registered field's name. */
function ProfileField({ label, error, inputProps }: { label: string; error?: string; inputProps: ProfileInputProps }) {
  const textOf = useTextOf();
  const id = `profile-${inputProps.name}`;
  return (
    <div className="profile-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" aria-invalid={error ? true : undefined} {...inputProps} />
      {error ? (
        <p id={`${id}-error`} className="profile-form__error" role="alert">
          {textOf(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The profile fields of spec §2: Name, Email Address, Mobile Number (max 10), Gender; Update saves them. */
export function ProfileFormView({ profile }: { profile: CustomerProfile }) {
  const t = useT();
  const update = useUpdateCustomerProfile(profile.id);
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: profileResolver,
    defaultValues: {
      name: profile.name ?? '',
      email: profile.email ?? '',
      mobile: profile.mobile,
      gender: profile.gender ?? '',
    },
  });
  const { errors } = formState;

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, gender: values.gender === '' ? null : values.gender });
      notify.success(t('profile.updated'));
    } catch {
      notify.error(t('profile.updateFailed'));
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void save(event)}>
      <ProfileField
        label={t('profile.name')}
        error={errors.name?.message}
        inputProps={{ ...register('name'), autoComplete: 'name' }}
      />
      <ProfileField
        label={t('profile.email')}
        error={errors.email?.message}
        inputProps={{ ...register('email'), type: 'email', autoComplete: 'email' }}
      />
      <ProfileField
        label={t('profile.mobile')}
        error={errors.mobile?.message}
        inputProps={{
          ...filteredField(register('mobile'), keepPhone),
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
        }}
      />
      <fieldset className="profile-form__field profile-form__gender">
        <legend>{t('profile.gender')}</legend>
        {GENDERS.map((gender) => (
          <label key={gender.value} className="profile-form__radio">
            <input type="radio" value={gender.value} {...register('gender')} />
            {t(gender.label)}
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className="button button--primary profile-form__submit"
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
      >
        {t('profile.update')}
      </button>
    </form>
  );
}
