import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';

/** `GET /api/orders/{orderId}/invoice`: the GST invoice PDF of a delivered order. */
export function getInvoice(orderId: string) {
  return apiRequest<Blob>(`/api/orders/${encodeURIComponent(orderId)}/invoice`, { responseType: 'blob' });
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ orderId, orderNumber }: { orderId: string; orderNumber: string }) =>
      saveFile(await getInvoice(orderId), `invoice-${orderNumber}.pdf`),
  });
}
