import { zodResolver } from '@hookform/resolvers/zod';
import type { InputHTMLAttributes } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { PHONE_DIGITS } from '@haat/contract/constants';
import type { CustomerProfile } from '@haat/contract/customers/customers.schemas';
import { messages } from '@haat/contract/messages';
import { keepPhone } from '#src/lib/digits.ts';
import { filteredField } from '#src/lib/filtered-input.ts';
import { notify } from '#src/lib/notify.ts';
import { useUpdateCustomerProfile } from '#src/features/account/api/update-customer-profile.ts';

const profileFormSchema = z.object({
  name: z.string().trim().max(100, 'Name exceeds maximum length'),
  email: z.union([
    z.literal(''),
    z.email('Please enter a valid Email Address').max(254, 'Email Address exceeds maximum length'),
  ]),
  mobile: z
    .string()
    .min(1, 'Mobile Number is required')
    .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'Please enter a valid Mobile Number'),
  gender: z.enum(['', 'MALE', 'FEMALE', 'OTHER']),
});
type ProfileForm = z.infer<typeof profileFormSchema>;

const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
] as const;

type ProfileInputProps = UseFormRegisterReturn &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

/** One labelled box of the profile form, its message under it; the ids follow the registered field's name. */
function ProfileField({ label, error, inputProps }: { label: string; error?: string; inputProps: ProfileInputProps }) {
  const id = `profile-${inputProps.name}`;
  return (
    <div className="profile-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" aria-invalid={error ? true : undefined} {...inputProps} />
      {error ? (
        <p id={`${id}-error`} className="profile-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The profile fields of spec §2: Name, Email Address, Mobile Number (max 10), Gender; Update saves them. */
export function ProfileFormView({ profile }: { profile: CustomerProfile }) {
  const update = useUpdateCustomerProfile(profile.id);
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
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
      notify.success(messages.profile.updated);
    } catch {
      notify.error(messages.profile.updateFailed);
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void save(event)}>
      <ProfileField
        label="Name"
        error={errors.name?.message}
        inputProps={{ ...register('name'), autoComplete: 'name' }}
      />
      <ProfileField
        label="Email Address"
        error={errors.email?.message}
        inputProps={{ ...register('email'), type: 'email', autoComplete: 'email' }}
      />
      <ProfileField
        label="Mobile Number"
        error={errors.mobile?.message}
        inputProps={{
          ...filteredField(register('mobile'), keepPhone),
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
        }}
      />
      <fieldset className="profile-form__field profile-form__gender">
        <legend>Gender</legend>
        {GENDERS.map((gender) => (
          <label key={gender.value} className="profile-form__radio">
            <input type="radio" value={gender.value} {...register('gender')} />
            {gender.label}
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className="button button--primary profile-form__submit"
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
      >
        Update
      </button>
    </form>
  );
}
