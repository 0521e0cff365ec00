import type { ButtonHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { RouterLink, type RouterLinkProps } from '@/ui/navigation/RouterLink';
import { textLinkSx, type TextLinkOptions } from './textLinkLook';

const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

type LookProps = Omit<TextLinkOptions, 'button'> & { sx?: SxProps<Theme> };

/** An in-app link in MUI Link's look (`underline="hover"`). Lint refuses MUI's Link outside src/ui/primitives. */
export function TextLink({ tone, type, sx, ...rest }: LookProps & RouterLinkProps) {
  return <Box component={RouterLink} {...rest} sx={[textLinkSx({ tone, type }), ...sxList(sx)]} />;
}

/** A button that reads as a link (it acts on the page instead of going somewhere), in the same look. */
export function TextLinkButton({
  tone,
  type,
  sx,
  ...rest
}: LookProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>) {
  return (
    <Box component="button" type="button" {...rest} sx={[textLinkSx({ tone, type, button: true }), ...sxList(sx)]} />
  );
}
