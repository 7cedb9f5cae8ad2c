import { useT } from '#src/lib/i18n.tsx';
import { useFaqs } from '#src/features/home/api/get-faqs.ts';

/** Frequently asked questions as an accordion; hidden when the store has none (spec §2). */
export function HomeFaqs() {
  const t = useT();
  const { data } = useFaqs();
  const faqs = data?.faqs ?? [];
  if (faqs.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="home-faqs">
      <h2 id="home-faqs">{t('home.faqs')}</h2>
      <div className="faqs">
        {faqs.map((faq) => (
          <details key={faq.q} className="faq">
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
