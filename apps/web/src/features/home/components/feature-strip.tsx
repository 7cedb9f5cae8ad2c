import { useT, type MessageId } from '#src/lib/i18n.tsx';

const features: readonly { title: MessageId; text: MessageId; icon: string }[] = [
  {
    title: 'home.securedPayments',
    text: 'home.securedPaymentsText',
    icon: 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  },
  {
    title: 'home.anyCategory',
    text: 'home.anyCategoryText',
    icon: 'M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z',
  },
  {
    title: 'home.homeDelivery',
    text: 'home.homeDeliveryText',
    icon: 'M3 5h11v9H3V5Zm11 3h4l3 3v3h-7V8ZM6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  },
  {
    title: 'home.qualityProducts',
    text: 'home.qualityProductsText',
    icon: 'm12 2 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 16.6 6.1 20l1.4-6.6-5-4.5 6.6-.7L12 2Z',
  },
];

/** Four promises under the banners, on larger screens only (spec §2). */
export function FeatureStrip() {
  const t = useT();
  return (
    <section className="feature-strip container" aria-label={t('home.whyShop')}>
      <ul>
        {features.map((feature) => (
          <li key={feature.title} className="feature-strip__item">
            <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
              <path d={feature.icon} fill="currentColor" />
            </svg>
            <div>
              <p className="feature-strip__title">{t(feature.title)}</p>
              <p className="feature-strip__text">{t(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
