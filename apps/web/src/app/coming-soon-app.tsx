import { StoreFinderPage } from '#src/features/store/components/store-finder-page.tsx';

/** The VITE_COMING_SOON=1 build: this page at every path, instead of the storefront. */
export function ComingSoonApp() {
  return (
    <StoreFinderPage title="Coming soon">
      <p>Our online store is getting ready. Have a store id? Enter it to visit that store.</p>
    </StoreFinderPage>
  );
}
