/**
 * An order's states, apart from the schemas: the console's filters name them on screens where the schema
 * library is not loaded yet (it loads when an answer is first parsed, decision 025).
 */
export const orderStates = ['PENDING', 'PLACED', 'SHIPPED', 'DELIVERED', 'FAILED', 'CANCELLED'] as const;
