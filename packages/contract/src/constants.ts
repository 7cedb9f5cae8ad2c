/** Business constants of the storefront (spec §9). Both the server and the storefront read them from here. */

export const CURRENCY_SYMBOL = '₹';
export const PHONE_PREFIX = '+91';
export const PHONE_DIGITS = 10;
export const PIN_DIGITS = 6;
export const OTP_DIGITS = 6;
export const OTP_RESEND_SECONDS = 59;

/** Page sizes of the paginated lists. */
export const ORDERS_PAGE_SIZE = 8;
export const SUBSCRIPTIONS_PAGE_SIZE = 8;
export const WALLET_TRANSACTIONS_PAGE_SIZE = 8;
export const CATALOGUE_PAGE_SIZE = 30;

/** Pagination control: 5 page buttons, 3 on windows 450 px wide or narrower. */
export const PAGINATION_WINDOW = 5;
export const PAGINATION_WINDOW_NARROW = 3;
export const PAGINATION_NARROW_MAX_WIDTH_PX = 450;

export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_LIMIT_MS = 30_000;
export const PHONEPE_POLL_LIMIT_MS = 420_000;

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 50_000;
export const PRICE_FILTER_MIN_GAP = 100;
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;

export const HOME_MAX_CATEGORY_TILES = 8;
export const BANNER_AUTOPLAY_MS = 2000;
export const FOOTER_MAX_CATEGORIES = 4;
/** Popular products fetch twice the home grid size; the grid defaults to 6. */
export const DEFAULT_HOME_GRID = 6;

/** Home's Popular Products: page 1 of twice the home grid (spec §2). The server renders the same page. */
export function popularProductsSize(gridHomePage: number | null | undefined): number {
  return (gridHomePage ?? DEFAULT_HOME_GRID) * 2;
}

/** A product page's "You may also like": up to 6 other products of its category. */
export const ALSO_LIKE_COUNT = 6;
/** Asked for one more than shown, so the product itself can be left out. */
export const ALSO_LIKE_PAGE_SIZE = ALSO_LIKE_COUNT + 1;

export const CATALOGUE_GRID_MIN_COLUMNS = 3;
export const CATALOGUE_GRID_MAX_COLUMNS = 5;
export const CATALOGUE_GRID_DEFAULT_COLUMNS = 5;
export const CATALOGUE_GRID_BREAKPOINTS_PX = [300, 580, 900, 1280] as const;

export const TESTIMONIAL_CAROUSEL = {
  slidesPerView: 2,
  /** With a single testimonial, one slide below this width. */
  singleSlideBelowPxWhenOne: 1024,
  singleSlideBelowPx: 868,
  speedMs: 500,
  loop: false,
} as const;

export const ADD_TO_CART_QUANTITY = 1;
/** Our decision (the spec is silent): at this many units or fewer a product says "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;
export const SUBSCRIPTION_MIN_QUANTITY = 1;
/**
 * Our decision (the spec is silent): a subscription starts within this many days of today (India), and a
 * set end date lies at most this many days after the start (no end date means no end).
 */
export const SUBSCRIPTION_START_WITHIN_DAYS = 90;
export const SUBSCRIPTION_END_WITHIN_DAYS = 366;
export const SUBSCRIPTION_REDIRECT_MS = 800;
export const SUBSCRIPTION_REFRESH_AFTER_UPDATE_MS = 800;
export const ANNOUNCEMENT_SCROLL_SECONDS = 15;

export const MOBILE_MAX_WIDTH_PX = 767;
export const ACCOUNT_NAV_EXPANDED_REM = 13;
export const ACCOUNT_NAV_COLLAPSED_REM = 4;

export const ENUM_CACHE_MS = 36_000_000;
/** Defined by the spec without a stated use; the storefront uses it as the stale time of store content. */
export const TEN_MINUTES_MS = 600_000;

export const IMAGE_CROP = { aspect: 1, previewMaxPx: 512, outputType: 'image/png' } as const;

export const CHECKOUT_FIRST_STEP = 0;
export const CHECKOUT_LAST_STEP = 2;

export const TOAST_AUTO_CLOSE_MS = 3000;

export const CUSTOMER_ROLE = 'ROLE_CUSTOMER';
