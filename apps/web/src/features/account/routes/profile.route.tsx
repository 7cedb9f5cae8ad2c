import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Account profile (spec §2); the account issue builds it. */
export default function ProfileRoute() {
  return <PagePlaceholder title="Profile" />;
}
