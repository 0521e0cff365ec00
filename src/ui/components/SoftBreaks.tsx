import { Fragment } from 'react';

/**
 * Text a narrow screen may wrap only between the given parts (a `<wbr>` between each two): a link wraps after a
 * slash and a masked name at its mask, never inside a referral code or a name.
 */
export function SoftBreaks({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A URL's parts for `SoftBreaks`: each path segment keeps the slash before it ("https://site/r/" + "CODE"). */
export function urlParts(url: string): string[] {
  const scheme = url.indexOf('://');
  const start = scheme < 0 ? 0 : scheme + 3;
  const parts: string[] = [];
  let from = 0;
  for (let slash = url.indexOf('/', start); slash >= 0 && slash < url.length - 1; slash = url.indexOf('/', slash + 1)) {
    parts.push(url.slice(from, slash + 1));
    from = slash + 1;
  }
  parts.push(url.slice(from));
  return parts;
}

/** A masked name's parts for `SoftBreaks`: what is shown of the name, then the mask and what follows it ("Anna", "***36"). */
export function maskedNameParts(name: string): string[] {
  const mask = name.indexOf('*');
  return mask > 0 ? [name.slice(0, mask), name.slice(mask)] : [name];
}
