import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';

/** An order's tax documents: the invoice of a delivered order, the credit note of a cancelled invoiced one. */
export type OrderDocument = 'invoice' | 'creditNote';

// The contract's `orderDocumentPaths`, written here: its module brings zod schemas the page does not need.
const paths: Record<OrderDocument, string> = { invoice: 'invoice', creditNote: 'credit-note' };

const fileNames: Record<OrderDocument, (orderNumber: string) => string> = {
  invoice: (orderNumber) => `invoice-${orderNumber}.pdf`,
  creditNote: (orderNumber) => `credit-note-${orderNumber}.pdf`,
};

/** `GET /api/orders/{orderId}/invoice` or `…/credit-note`: the document as a PDF. */
export function getOrderDocument(document: OrderDocument, orderId: string) {
  return apiRequest<Blob>(`/api/orders/${encodeURIComponent(orderId)}/${paths[document]}`, { responseType: 'blob' });
}

export function useDownloadOrderDocument(document: OrderDocument) {
  return useMutation({
    mutationFn: async ({ orderId, orderNumber }: { orderId: string; orderNumber: string }) =>
      saveFile(await getOrderDocument(document, orderId), fileNames[document](orderNumber)),
  });
}
