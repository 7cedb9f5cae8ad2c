// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useLogOut } from '#src/features/auth/hooks/use-log-out.ts';
