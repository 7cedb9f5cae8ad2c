import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@haat/contract/customers/customers.schemas';
import { signedInUser } from '#src/lib/global-state.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { getCustomerProfile, customerKeys } from '#src/lib/customer-profile.ts';
import { verifyCustomerOtp } from '#src/features/auth/api/verify-customer-otp.ts';

/**
 * Login's last step (spec §4): verify the code, fetch the profile (name, cart id) with the new token, write
 * the user to global state, then store the session, which marks the shopper logged in. The login page
 * reacts to that by going back to the guard's place.
 */
export function useLogIn() {
  const { lookup, globalState, authSession } = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mobile, otp }: { mobile: string; otp: string }) => {
      const session = await verifyCustomerOtp({ orgId: lookup.orgId, locationId: lookup.location.id, mobile, otp });
      let profile: CustomerProfile | null = null;
      try {
        profile = await getCustomerProfile(session.customerId, { accessToken: session.accessToken });
      } catch {
        // The code was right and the session is valid: log in anyway; account pages fetch the profile again.
      }
      if (profile) queryClient.setQueryData(customerKeys.detail(session.customerId), profile);
      globalState.setState((state) => ({
        ...state,
        user: signedInUser(state.user, {
          mobile: session.mobile,
          customerId: session.customerId,
          cartId: profile?.shoppingProfileIdentity.cartId ?? '',
          name: profile?.name ?? null,
        }),
      }));
      authSession.set({ ...session });
      return session;
    },
  });
}
