import { showToast } from '@/ui/toast';

/** Localised «text copied» toasts, keyed by the interface language. */
const COPIED: Record<'ru' | 'en', string> = { ru: 'Текст скопирован', en: 'Text copied' };

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Fallback for insecure origins where navigator.clipboard is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text to the clipboard and shows the «Текст скопирован» toast; resolves to whether it worked. */
export async function copyToClipboard(text: string, locale: 'ru' | 'en' = 'ru'): Promise<boolean> {
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    } else {
      copied = copyWithTextarea(text);
    }
  } catch {
    copied = copyWithTextarea(text);
  }
  if (copied) showToast(COPIED[locale], 'success');
  return copied;
}
