/** Deterministic SVG thumbnails for games (there is no external image host). */
import { createHash } from 'node:crypto';

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about 14 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > 14) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

/** A 400×300 SVG: a gradient picked from the slug's hash, the title and the provider. */
export function gameThumbnail(slug: string, title: string, provider: string): string {
  const h = createHash('sha1').update(slug).digest();
  const hue1 = ((h[0] ?? 0) * 360) / 256;
  const hue2 = (hue1 + 40 + ((h[1] ?? 0) % 100)) % 360;
  const angle = (h[2] ?? 0) % 2 === 0 ? 'x2="1" y2="1"' : 'x2="1" y2="0"';
  const text = lines(title)
    .map(
      (l, i, all) =>
        `<text x="200" y="${150 - (all.length - 1) * 22 + i * 44}" font-size="36" font-weight="700" ` +
        `text-anchor="middle" fill="#fff" font-family="Arial, sans-serif">${escapeXml(l)}</text>`,
    )
    .join('');
  const circle = { cx: 320 + ((h[3] ?? 0) % 50), cy: 40 + ((h[4] ?? 0) % 60), r: 60 + ((h[5] ?? 0) % 50) };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" `,
    `aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" ${angle}>`,
    `<stop offset="0" stop-color="hsl(${hue1.toFixed(0)},70%,45%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2.toFixed(0)},75%,25%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="400" height="300" fill="url(#g)"/>`,
    `<circle cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}" fill="#fff" fill-opacity="0.08"/>`,
    text,
    `<text x="200" y="275" font-size="16" text-anchor="middle" fill="#fff" fill-opacity="0.75" `,
    `font-family="Arial, sans-serif">${escapeXml(provider)}</text>`,
    `</svg>`,
  ].join('');
}
