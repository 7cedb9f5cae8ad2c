import '#src/features/account/components/profile.css';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { LanguageChoice } from '#src/ui/language-switch.tsx';
import { useCustomerProfile } from '#src/lib/customer-profile.ts';
import { ProfileFormView } from '#src/features/account/components/profile-form.tsx';
import { ProfilePhoto } from '#src/features/account/components/profile-photo.tsx';
import { YourData } from '#src/features/account/components/your-data.tsx';

/** Account profile (spec §2): the photo block, then the profile form; then the shopper's data (decision 029). */
export default function ProfileRoute() {
  const t = useT();
  const textOf = useTextOf();
  const customerId = useGlobalState((state) => state.user.userId);
  const { data: profile, error, refetch } = useCustomerProfile(customerId);

  return (
    <section className="page-section profile">
      <h1>{t('profile.title')}</h1>
      <ProfilePhoto />
      {profile ? (
        <ProfileFormView key={profile.id} profile={profile} />
      ) : error ? (
        <div role="alert" className="profile__error">
          <p>{textOf(error.message)}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('profile.tryAgain')}
          </button>
        </div>
      ) : (
        <FullScreenSpinner label={t('profile.loading')} />
      )}
      <LanguageChoice />
      <YourData />
    </section>
  );
}
