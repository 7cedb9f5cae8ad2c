import type { GstStateCode } from '@haat/contract/gst/gst-states';
import { gstinCheckCharacter } from '@haat/contract/gst/gstin';

/**
 * The GSTIN of a fictional shop: its state's code, its (made-up) PAN, registration 1 under that PAN in the
 * state, `Z`, and the check character GSTN would give it, so the number passes the import's checks without
 * being anyone's real registration.
 */
export function demoGstin(stateCode: GstStateCode, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}
