import { messages } from '@haat/contract/messages';
import type { Policies } from '@haat/contract/stores/stores.schemas';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { usePolicies } from '#src/features/policies/api/get-policies.ts';
import { sanitizePolicy, withoutLeadingTitle } from '#src/features/policies/lib/sanitize-policy.ts';
import '#src/features/policies/components/policies.css';

interface PolicyPageProps {
  field: keyof Policies;
  /** 'Privacy Policy': the page heading and the '{policy}' of 'No {policy} Available'. */
  title: string;
}

/** One policy page: the store's sanitised rich text, or 'No {policy} Available' (spec §2). */
export function PolicyPage({ field, title }: PolicyPageProps) {
  const { data, error, isPending } = usePolicies();
  if (error) throw error;
  if (isPending) return <FullScreenSpinner />;
  const html = sanitizePolicy(data[field]);
  return (
    <section className="page-section policy" aria-labelledby="policy-title">
      <h1 id="policy-title">{title}</h1>
      {html ? (
        // Sanitised by DOMPurify in sanitizePolicy.
        <div className="policy__body" dangerouslySetInnerHTML={{ __html: withoutLeadingTitle(html, title) }} />
      ) : (
        <div className="policy__body policy__body--empty">
          <p className="policy__empty">{messages.empty.policy(title)}</p>
          <p className="muted">Please contact the store administrator for details.</p>
        </div>
      )}
    </section>
  );
}
