/** The staff roles, apart from the schemas (see `staff.schemas.ts`), for screens without the schema library. */
export const staffRoles = ['OWNER', 'STAFF'] as const;
