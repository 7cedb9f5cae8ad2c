import { useStore } from '#src/lib/store-context.tsx';
import { useStoreBanners } from '#src/features/store/api/get-store-banners.ts';

/** The first active banner, sized up front so nothing moves when it arrives; it is the page's largest paint. */
export function HomeHero() {
  const { lookup } = useStore();
  const { data } = useStoreBanners();
  const banner = data?.find((item) => item.isActive);
  return (
    <section className="hero container" aria-label="Offers">
      <div className="hero__frame">
        {banner ? (
          <img
            className="hero__image"
            src={banner.bannerPath}
            alt={`Offers at ${lookup.store.name}`}
            width="1200"
            height="400"
            fetchPriority="high"
          />
        ) : data ? (
          <div className="hero__fallback">
            <p className="hero__title">Welcome to {lookup.store.name}</p>
            <p>Fresh groceries and daily essentials, delivered.</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
