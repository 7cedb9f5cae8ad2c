/** Shopper-visible texts of spec §8 (and the validation texts of §5), word for word. */

export const messages = {
  login: {
    otpSendFailed: 'Failed to send OTP. Please try again.',
    invalidOtp: 'Invalid OTP. Please try again.',
    phoneRequired: 'Phone number is required',
    phoneDigits: 'Phone number must be 10 digits',
  },
  profile: {
    updated: 'Profile updated successfully',
    updateFailed: 'Failed to update profile',
    photoUploadFailed: 'Failed to upload profile picture',
  },
  orders: {
    cancelled: 'Order cancelled successfully',
    cancelFailed: 'Failed to cancel order',
    /** Our decision (the spec says a cancellation comes with a reason): the message for an empty one. */
    cancelReasonRequired: 'Please tell us why you are cancelling',
    notFound: 'Order not Found',
    /** Our decision (the spec is silent): the reason written on an online order never paid in time. */
    unpaidExpired: 'Payment not received in time — this order was cancelled and its items released',
    /** Our decision (the spec is silent): placing one more online order while too many await payment. */
    tooManyUnpaid: (limit: number) =>
      `You already have ${limit} online orders waiting for payment. Please pay for or cancel one of them first.`,
  },
  wallet: {
    recharged: 'Wallet recharged successfully',
    rechargeFailed: 'Failed to recharge wallet',
  },
  payment: {
    failed: 'Payment failed',
    initiateFailed: 'Failed to initiate payment',
    failedOrDropped: 'Payment failed or user dropped',
    timeLimitExceeded: 'Time limit exceeded',
    statusFetchFailed: 'Error fetching payment status',
    methodNotSupported: 'Payment method not supported',
    selectMethod: 'Please select Payment Method',
    insufficientBalance: 'Insufficient Balance',
    /** Failure reasons written on the order. */
    reasonTimeLimit: 'Time Limit Exceeded',
    reasonPaymentError: 'Payment error',
  },
  cart: {
    added: 'Product added to cart',
    addFailed: 'Failed to add product to cart',
    removed: 'Product removed from cart',
    removeFailed: 'Failed to remove product from cart',
    checkoutFailed: 'Something went wrong',
  },
  subscription: {
    selectDaysAndStart: 'Error! Please select repeated days and Start Date.',
    invalidStart: 'Error! Please select a valid Start Date.',
    endBeforeStart: 'Error! End date cannot be earlier than start date.',
    addAddress: 'Error! Please add a address.',
    paymentDisabled: 'Error! Please contact store admin paymenthod is disabled.',
    selectPayment: 'Error! Please select payment mode.',
    selectDays: 'Error! Please select repeated days.',
    /** Our decision (the spec is silent): the date horizons of SUBSCRIPTION_START/END_WITHIN_DAYS. */
    startTooFar: 'Error! Please select a Start Date within the next 90 days.',
    endTooFar: 'Error! End date cannot be more than a year after the start date.',
  },
  address: {
    required: (label: string) => `${label} is required`,
    invalid: (label: string) => `Please enter a valid ${label}`,
    tooLong: (label: string) => `${label} exceeds maximum length`,
    typeRequired: 'Address Type is required',
  },
  empty: {
    products: 'No Product Found',
    orders: 'No Orders Found',
    subscriptions: 'No Subscription Found',
    cart: 'Your Cart is Empty',
    cartHint: 'Browse our products and start adding items to your cart!',
    policy: (policy: string) => `No ${policy} Available`,
    notFound: 'Not Found',
  },
  /** Our decision (the spec shows none): what a shopper reads while the database is out of reach (503). */
  unavailable: 'We are briefly unavailable. Please try again in a moment.',
} as const;
