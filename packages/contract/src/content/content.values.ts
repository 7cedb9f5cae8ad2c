/**
 * Fixed lists of the content enums, apart from their schemas: the storefront's address form and weekday
 * pickers read them, where the schema library is not loaded (it loads when an answer is first parsed,
 * decision 025).
 */

export const addressTypes = ['Home', 'Office', 'Other'] as const;
export const daysOfWeek = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
