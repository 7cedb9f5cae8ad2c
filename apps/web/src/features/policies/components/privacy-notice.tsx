import { useT, type MessageId } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import '#src/features/policies/components/policies.css';

/** The notice's parts in order: a heading and what it says (the rights as a list). */
const PARTS: readonly { title: MessageId; body: readonly MessageId[] }[] = [
  { title: 'privacy.noticeHeldTitle', body: ['privacy.noticeHeld'] },
  { title: 'privacy.noticeUseTitle', body: ['privacy.noticeUse'] },
  { title: 'privacy.noticeRightsTitle', body: ['privacy.noticeCopy', 'privacy.noticeCorrect', 'privacy.noticeErase'] },
  { title: 'privacy.noticeKeptTitle', body: ['privacy.noticeKept'] },
  { title: 'privacy.noticeWaitTitle', body: ['privacy.noticeWait'] },
];

/**
 * The privacy notice: the same for every store, in the shopper's language, written by us rather than the
 * store (its own privacy policy is /privacypolicy), because it describes what this software keeps and erases.
 */
export function PrivacyNotice() {
  const t = useT();
  const { lookup } = useStore();
  return (
    <section className="page-section policy" aria-labelledby="privacy-notice-title">
      <h1 id="privacy-notice-title">{t('privacy.noticeTitle')}</h1>
      <div className="policy__body">
        <p>{t('privacy.noticeIntro', { store: lookup.store.name })}</p>
        {PARTS.map((part) => (
          <section key={part.title}>
            <h2>{t(part.title)}</h2>
            {part.body.length > 1 ? (
              <ul>
                {part.body.map((id) => (
                  <li key={id}>{t(id)}</li>
                ))}
              </ul>
            ) : (
              <p>{t(part.body[0]!)}</p>
            )}
          </section>
        ))}
        <p>{t('privacy.noticeContact')}</p>
      </div>
    </section>
  );
}
