import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { styled, type Theme } from '@mui/material/styles';
import type { SxProps } from '@mui/system';

/** The small outlined field's box: 40 px high, grey border, gold when focused. */
function controlStyles(theme: Theme) {
  const { palette } = theme;
  return {
    boxSizing: 'border-box',
    width: '100%',
    height: 40,
    margin: 0,
    padding: '0 14px',
    font: 'inherit',
    fontSize: '1rem',
    color: palette.text.primary,
    colorScheme: palette.mode,
    backgroundColor: 'transparent',
    // MUI OutlinedInput's border colour.
    border: `1px solid ${palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
    borderRadius: theme.shape.borderRadius,
    outline: 'none',
    '&:hover': { borderColor: palette.text.primary },
    '&:focus': { borderColor: palette.primary.main, boxShadow: `inset 0 0 0 1px ${palette.primary.main}` },
    '&::placeholder': { color: palette.text.secondary, opacity: 1 },
  } as const;
}

/** A native text input in the outlined field's look. */
export const FieldInput = styled('input')(({ theme }) => controlStyles(theme));

/** MUI's ArrowDropDown icon as the URL-encoded text of an SVG image, filled with `colour`. */
const arrowDropDownSvg = (colour: string): string =>
  "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E" +
  `%3Cpath fill='${encodeURIComponent(colour)}' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E`;

/** A native select in the outlined field's look: the browser's own list (keyboard, touch, screen readers) with MUI's arrow. */
export const FieldSelect = styled('select')(({ theme }) => ({
  ...controlStyles(theme),
  appearance: 'none',
  paddingRight: 36,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  backgroundImage: `url("data:image/svg+xml,${arrowDropDownSvg(theme.palette.text.primary)}")`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 8px center',
  backgroundSize: 24,
  '& option': { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary },
}));

export interface OutlinedFieldProps {
  label: string;
  /** The id of the input or select inside. */
  htmlFor: string;
  /** An icon drawn at the start of the field (the input then needs `paddingLeft: 40`). */
  startIcon?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A labelled native input or select with MUI's small outlined look: the label sits on the top border, gold while the
 * field has focus. Made of the platform's own elements and a few style rules, where MUI's FormControl, InputLabel,
 * OutlinedInput and NativeSelect bring their modules and some 40 rules to the page's first commit (docs/performance.md). The label's
 * background is the page's, so the field belongs on the page's background, not on a card.
 */
export function OutlinedField({ label, htmlFor, startIcon, sx, children }: OutlinedFieldProps) {
  return (
    <Box
      sx={[
        (theme) => ({
          position: 'relative',
          minWidth: 0,
          '& > label': {
            position: 'absolute',
            zIndex: 1,
            top: -8,
            left: 10,
            maxWidth: 'calc(100% - 24px)',
            px: '4px',
            fontSize: '0.75rem',
            lineHeight: '16px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            color: theme.palette.text.secondary,
            bgcolor: 'background.default',
            pointerEvents: 'none',
          },
          '&:focus-within > label': { color: theme.palette.primary.main },
          '& > svg': {
            position: 'absolute',
            left: 12,
            top: 10,
            fontSize: 20,
            color: theme.palette.text.secondary,
            pointerEvents: 'none',
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <label htmlFor={htmlFor}>{label}</label>
      {startIcon}
      {children}
    </Box>
  );
}
