import { forwardRef, type ReactNode, type Ref } from 'react';
import ButtonBase, { type ButtonBaseProps, type ExtendButtonBase } from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { buttonSx, iconButtonSx, type ButtonLookOptions, type IconButtonLookOptions } from './buttonLook';

/** `sx` as an array, so a caller's rules come after the look's. */
const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

interface ButtonOwnProps extends ButtonLookOptions {
  /** An icon before the label (MUI Button's `startIcon`). */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
}

type ButtonTypeMap = { props: ButtonOwnProps; defaultComponent: 'button' };

/**
 * A button in MUI Button's look, on MUI's own `ButtonBase` (ripple, keyboard focus, `component`, `to`, `href`,
 * disabled state): the props of MUI Button that the app uses, without its loading machinery. Lint refuses MUI's
 * Button outside src/ui/primitives.
 */
export const Button = forwardRef(function Button(
  { variant, color, size, fullWidth, startIcon, endIcon, children, sx, ...rest }: ButtonOwnProps & ButtonBaseProps,
  ref: Ref<HTMLButtonElement>,
) {
  return (
    <ButtonBase ref={ref} focusRipple {...rest} sx={[buttonSx({ variant, color, size, fullWidth }), ...sxList(sx)]}>
      {startIcon ? <span className="button-icon button-icon-start">{startIcon}</span> : null}
      {children}
      {endIcon ? <span className="button-icon button-icon-end">{endIcon}</span> : null}
    </ButtonBase>
  );
}) as ExtendButtonBase<ButtonTypeMap>;

type IconButtonTypeMap = { props: IconButtonLookOptions; defaultComponent: 'button' };

/** A round icon button in MUI IconButton's look, on MUI's `ButtonBase` (centred ripple). Give it an `aria-label`. */
export const IconButton = forwardRef(function IconButton(
  { edge, color, size, sx, ...rest }: IconButtonLookOptions & ButtonBaseProps,
  ref: Ref<HTMLButtonElement>,
) {
  return (
    <ButtonBase
      ref={ref}
      focusRipple
      centerRipple
      {...rest}
      sx={[iconButtonSx({ edge, color, size }), ...sxList(sx)]}
    />
  );
}) as ExtendButtonBase<IconButtonTypeMap>;
