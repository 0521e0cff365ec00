/**
 * The look gallery: each light component of src/ui/primitives beside the MUI component whose look it follows, in the
 * site's dark theme or the light one (the theme a Telegram Mini App with a light palette gets), as chosen by
 * `window.__LOOK_THEME__`. Bundled by test/e2e/support/look/bundle.ts for test/e2e/foundation/primitivesLook.test.ts.
 * Each pair is a row `[data-pair]` with two cells, `[data-side="primitive"]` and `[data-side="mui"]`; a pair marked
 * `data-hover` is compared while the pointer is over it.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import MuiButton from '@mui/material/Button';
import MuiIconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import MuiSkeleton from '@mui/material/Skeleton';
import CircularProgress from '@mui/material/CircularProgress';
import CardActionArea from '@mui/material/CardActionArea';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import MenuIcon from '@mui/icons-material/Menu';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { theme as darkTheme } from '@/ui/theme';
import { telegramTheme } from '@/features/telegram/telegramTheme';
import { Button, IconButton } from '@/ui/primitives/Button';
import { TextLink } from '@/ui/primitives/TextLink';
import { Skeleton } from '@/ui/primitives/Skeleton';
import { Spinner } from '@/ui/primitives/Spinner';
import { cardActionSx } from '@/ui/primitives/cardAction';
import { Pill } from '@/ui/primitives/Pill';
import { FieldInput, OutlinedField } from '@/ui/primitives/OutlinedField';

/** Telegram's default light palette. */
const lightTheme = telegramTheme({
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff3',
})(darkTheme);

/** A card's content, the same on both sides of the card-action pair. */
const cardBody = <span style={{ display: 'block', padding: 16, width: 160 }}>Book of Ra</span>;

const pairs: [name: string, primitive: ReactNode, mui: ReactNode, hover?: boolean][] = [
  ['button contained', <Button variant="contained">Play</Button>, <MuiButton variant="contained">Play</MuiButton>],
  [
    'button outlined small',
    <Button variant="outlined" size="small">
      Sign in
    </Button>,
    <MuiButton variant="outlined" size="small">
      Sign in
    </MuiButton>,
  ],
  ['button text large', <Button size="large">Details</Button>, <MuiButton size="large">Details</MuiButton>],
  ['button inherit', <Button color="inherit">Games</Button>, <MuiButton color="inherit">Games</MuiButton>],
  [
    'button warning contained',
    <Button variant="contained" color="warning">
      Limit
    </Button>,
    <MuiButton variant="contained" color="warning">
      Limit
    </MuiButton>,
  ],
  [
    'button with icon',
    <Button variant="contained" startIcon={<PlayArrowIcon />}>
      Demo
    </Button>,
    <MuiButton variant="contained" startIcon={<PlayArrowIcon />}>
      Demo
    </MuiButton>,
  ],
  ['button hovered', <Button variant="outlined">Retry</Button>, <MuiButton variant="outlined">Retry</MuiButton>, true],
  [
    'icon button',
    <IconButton aria-label="menu">
      <MenuIcon />
    </IconButton>,
    <MuiIconButton aria-label="menu">
      <MenuIcon />
    </MuiIconButton>,
  ],
  [
    'icon button hovered',
    <IconButton aria-label="menu" color="inherit">
      <MenuIcon />
    </IconButton>,
    <MuiIconButton aria-label="menu" color="inherit">
      <MenuIcon />
    </MuiIconButton>,
    true,
  ],
  ['link', <TextLink to="/terms">Terms</TextLink>, <MuiLink href="/terms">Terms</MuiLink>],
  [
    'link body2 secondary',
    <TextLink to="/terms" type="body2" tone="secondary">
      Terms
    </TextLink>,
    <MuiLink href="/terms" variant="body2" color="text.secondary">
      Terms
    </MuiLink>,
  ],
  ['skeleton text', <Skeleton width={120} animation={false} />, <MuiSkeleton width={120} animation={false} />],
  [
    'skeleton rounded',
    <Skeleton variant="rounded" width={120} height={40} animation={false} />,
    <MuiSkeleton variant="rounded" width={120} height={40} animation={false} />,
  ],
  ['spinner', <Spinner size={40} />, <CircularProgress size={40} />],
  [
    'card action hovered',
    <ButtonBase focusRipple sx={cardActionSx}>
      {cardBody}
    </ButtonBase>,
    <CardActionArea>{cardBody}</CardActionArea>,
    true,
  ],
  ['pill filled', <Pill label="Online 12" size="small" />, <Chip label="Online 12" size="small" />],
  ['pill primary', <Pill label="New" color="primary" />, <Chip label="New" color="primary" />],
  ['pill outlined', <Pill label="Slots" variant="outlined" />, <Chip label="Slots" variant="outlined" />],
  [
    'pill success small',
    <Pill label="Running" color="success" size="small" />,
    <Chip label="Running" color="success" size="small" />,
  ],
  [
    'field',
    <OutlinedField label="Search" htmlFor="look-field">
      <FieldInput id="look-field" defaultValue="Book" />
    </OutlinedField>,
    <TextField size="small" label="Search" defaultValue="Book" margin="none" />,
  ],
];

declare global {
  interface Window {
    __LOOK_THEME__?: 'dark' | 'light';
  }
}

function Gallery() {
  const theme = window.__LOOK_THEME__ === 'light' ? lightTheme : darkTheme;
  const cell = {
    display: 'inline-block',
    padding: 8,
    background: theme.palette.background.default,
    verticalAlign: 'top',
  } as const;
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <div
          style={{
            background: theme.palette.background.default,
            color: theme.palette.text.primary,
            fontFamily: theme.typography.fontFamily,
            padding: 8,
          }}
        >
          {pairs.map(([name, primitive, mui, hover]) => (
            <div
              key={name}
              data-pair={name}
              data-hover={hover ? '' : undefined}
              style={{ display: 'flex', gap: 24, marginBottom: 8, alignItems: 'flex-start' }}
            >
              <div data-side="primitive" style={{ ...cell, width: 200 }}>
                {primitive}
              </div>
              <div data-side="mui" style={{ ...cell, width: 200 }}>
                {mui}
              </div>
            </div>
          ))}
        </div>
      </MemoryRouter>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Gallery />);
