// The public surface of "Notify me": a shopper's requests for their data's copy.
export { listStockAlertRecords } from './stock-alerts.service.ts';
