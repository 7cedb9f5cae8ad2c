/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' builds the 'coming soon' page with a store-id box instead of the storefront. */
  readonly VITE_COMING_SOON?: string;
  /** Comma-separated host names of the provider's shared host, where the first path segment names the store. */
  readonly VITE_SHARED_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Written into the HTML by the server (storeBootstrapSchema); absent in the Vite dev server. */
  __HAAT_BOOTSTRAP__?: unknown;
}
