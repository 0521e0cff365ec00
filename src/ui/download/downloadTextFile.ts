/** Saves text as a file (JSON unless `type` says otherwise) through a temporary download link. */
export function downloadTextFile(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Chromium reads the blob after click() returns: revoke later, not now.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
