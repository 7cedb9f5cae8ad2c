// What the app may import from offline support; the rest of the folder is private (eslint.config.js).
export { OnlineOnly } from '#src/features/offline/components/online-only.tsx';
export { NeedsNetwork, waitsForNetwork } from '#src/features/offline/components/offline-notice.tsx';
export { startOfflineSupport } from '#src/features/offline/start-offline-support.ts';
