import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps, type ExtendButtonBase } from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { pillSx, type PillOptions } from './pillLook';

const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

export interface PillOwnProps extends Omit<PillOptions, 'clickable'> {
  label: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A pill's props: its look, label and icon, and a span's attributes. */
export type PillProps = PillOwnProps & Omit<HTMLAttributes<HTMLSpanElement>, 'color'>;

/** A status or count in MUI Chip's look (filled by default, as Chip). Lint refuses MUI's Chip outside src/ui/primitives. */
export function Pill({ label, icon, variant = 'filled', color, size, sx, ...rest }: PillProps) {
  return (
    <Box component="span" {...rest} sx={[pillSx({ variant, color, size }), ...sxList(sx)]}>
      {icon}
      {label}
    </Box>
  );
}

type PillButtonTypeMap = { props: PillOwnProps; defaultComponent: 'button' };

/** A clickable pill (a link or a button) in MUI's clickable Chip look, on MUI's `ButtonBase`. */
export const PillButton = forwardRef(function PillButton(
  { label, icon, variant = 'filled', color, size, sx, ...rest }: PillOwnProps & Omit<ButtonBaseProps, 'color'>,
  ref: Ref<HTMLButtonElement>,
) {
  return (
    <ButtonBase
      ref={ref}
      focusRipple
      {...rest}
      // Disabled looks it, as MUI's disabled Chip does.
      sx={[pillSx({ variant, color, size, clickable: true }), { '&.Mui-disabled': { opacity: 0.38 } }, ...sxList(sx)]}
    >
      {icon}
      {label}
    </ButtonBase>
  );
}) as ExtendButtonBase<PillButtonTypeMap>;
