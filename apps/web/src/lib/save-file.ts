/** Hands a file to the browser as a download (an order's invoice, the shopper's data). */
export function saveFile(blob: Blob, fileName: string): void {
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
