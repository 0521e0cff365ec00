/** Saves text as a file through a temporary download link. */
export function downloadTextFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
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
