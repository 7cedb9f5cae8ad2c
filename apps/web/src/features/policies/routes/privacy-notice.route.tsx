import { PrivacyNotice } from '#src/features/policies/components/privacy-notice.tsx';

/** What the store keeps about a shopper and why, and their rights over it (decision 029). */
export default function PrivacyNoticeRoute() {
  return <PrivacyNotice />;
}
