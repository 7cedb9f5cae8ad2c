/** Where a pincode is: the postal district (the address form's City) and the state. */
export interface PincodePlace {
  city: string;
  state: string;
}

/**
 * Finds the place of a 6-digit pincode: null when the source does not know it. Throws when the source
 * cannot answer (a network service that is down), so a caller can tell "unknown" from "unavailable".
 */
export interface PincodeLookup {
  find(pin: string): Promise<PincodePlace | null>;
}
