import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export interface TextLinkOptions {
  /** `primary`: the site's link colour; `secondary`: the quiet grey of footers and notes; `inherit`: the text's. */
  tone?: 'primary' | 'secondary' | 'inherit';
  /** `body2`: the small body type; `inherit`: the surrounding text's. */
  type?: 'body2' | 'inherit';
  /** A `<button>` drawn as a link: the browser's button look is taken off. */
  button?: boolean;
}

/**
 * MUI Link's look (`underline="hover"`: the colour, no underline until hovered) as one style rule, for a `Box` that
 * renders a router link or a button. The footer and the home page's "see all" links are on every first visit; MUI's
 * Link would bring its module and Typography's variant machinery for each (docs/performance.md), for a coloured text.
 */
export function textLinkSx({ tone = 'primary', type = 'inherit', button = false }: TextLinkOptions = {}) {
  return (theme: Theme): SystemStyleObject<Theme> => ({
    ...(type === 'body2' ? theme.typography.body2 : { font: 'inherit', letterSpacing: 'inherit' }),
    m: 0,
    color:
      tone === 'inherit' ? 'inherit' : tone === 'primary' ? theme.palette.primary.main : theme.palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    ...(button
      ? {
          bgcolor: 'transparent',
          border: 0,
          borderRadius: 0,
          p: 0,
          cursor: 'pointer',
          userSelect: 'none',
          verticalAlign: 'middle',
          appearance: 'none',
          textAlign: 'left',
          outline: 0,
          '&:focus-visible': { outline: 'auto' },
        }
      : null),
  });
}
