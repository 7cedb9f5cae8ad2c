import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client.ts';

/** `GET /api/orders/{orderId}/invoice`: the GST invoice PDF of a delivered order. */
export function getInvoice(orderId: string) {
  return apiRequest<Blob>(`/api/orders/${encodeURIComponent(orderId)}/invoice`, { responseType: 'blob' });
}

/** Hands a file to the browser as a download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give the browser a moment before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ orderId, orderNumber }: { orderId: string; orderNumber: string }) =>
      saveFile(await getInvoice(orderId), `invoice-${orderNumber}.pdf`),
  });
}
