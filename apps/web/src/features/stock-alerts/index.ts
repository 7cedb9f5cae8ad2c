// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { NotifyMe } from '#src/features/stock-alerts/components/notify-me.tsx';
