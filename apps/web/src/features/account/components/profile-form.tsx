import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PHONE_DIGITS } from '@haat/contract/constants';
import type { CustomerProfile } from '@haat/contract/customers/customers.schemas';
import { messages } from '@haat/contract/messages';
import { keepDigits } from '#src/lib/digits.ts';
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

const digitsOnly = (value: string) => keepDigits(value, PHONE_DIGITS);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="profile-form__error" role="alert">
      {message}
    </p>
  ) : null;
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
      <div className="profile-form__field">
        <label htmlFor="profile-name">Name</label>
        <input
          id="profile-name"
          className="input"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          {...register('name')}
        />
        <FieldError id="profile-name-error" message={errors.name?.message} />
      </div>
      <div className="profile-form__field">
        <label htmlFor="profile-email">Email Address</label>
        <input
          id="profile-email"
          className="input"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          {...register('email')}
        />
        <FieldError id="profile-email-error" message={errors.email?.message} />
      </div>
      <div className="profile-form__field">
        <label htmlFor="profile-mobile">Mobile Number</label>
        <input
          id="profile-mobile"
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          aria-invalid={errors.mobile ? true : undefined}
          {...register('mobile', {
            // The stored value and what the box shows both keep digits only.
            setValueAs: (value: string) => digitsOnly(value),
            onChange: (event: { target: HTMLInputElement }) => {
              event.target.value = digitsOnly(event.target.value);
            },
          })}
        />
        <FieldError id="profile-mobile-error" message={errors.mobile?.message} />
      </div>
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
