import type { Policies } from '@haat/contract/stores/stores.schemas';
import { useT, type MessageId } from '#src/lib/i18n.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { NeedsNetwork, waitsForNetwork } from '#src/features/offline/index.ts';
import { usePolicies } from '#src/features/policies/api/get-policies.ts';
import { sanitizePolicy, withoutLeadingTitle } from '#src/features/policies/lib/sanitize-policy.ts';
import '#src/features/policies/components/policies.css';

interface PolicyPageProps {
  field: keyof Policies;
  /** 'Privacy Policy': the page heading and the '{policy}' of 'No {policy} Available'. */
  title: MessageId;
}

/** One policy page: the store's sanitised rich text, or 'No {policy} Available' (spec §2). */
export function PolicyPage({ field, title: titleId }: PolicyPageProps) {
  const t = useT();
  const policies = usePolicies();
  if (policies.error) throw policies.error;
  if (waitsForNetwork(policies)) return <NeedsNetwork />;
  if (policies.isPending) return <FullScreenSpinner />;
  const html = sanitizePolicy(policies.data[field]);
  const title = t(titleId);
  return (
    <section className="page-section policy" aria-labelledby="policy-title">
      <h1 id="policy-title">{title}</h1>
      {html ? (
        // Sanitised by DOMPurify in sanitizePolicy.
        <div className="policy__body" dangerouslySetInnerHTML={{ __html: withoutLeadingTitle(html, title) }} />
      ) : (
        <div className="policy__body policy__body--empty">
          <p className="policy__empty">{t('empty.policy', { policy: title })}</p>
          <p className="muted">{t('policies.contactAdmin')}</p>
        </div>
      )}
    </section>
  );
}
