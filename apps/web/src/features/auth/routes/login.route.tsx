import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Login (spec §2): phone step then OTP step; the identity issue builds it. */
export default function LoginRoute() {
  return <PagePlaceholder title="Log in or Sign up" />;
}
