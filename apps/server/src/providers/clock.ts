/** The current time, injected so tests can move it (OTP and token expiry). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
