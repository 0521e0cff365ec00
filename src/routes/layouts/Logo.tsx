import Box from '@mui/material/Box';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useMessages } from '@/i18n/useMessages';
import { useSiteName } from '../useSiteName';
import { shellMessages } from '../messages';

/** The site's mark and its name from the server's settings (docs/architecture.md), linking home. */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const t = useMessages(shellMessages);
  const name = useSiteName();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={name || t('home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.2rem',
        letterSpacing: 0.5,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 26,
          height: 26,
          borderRadius: '50%',
          background: 'radial-gradient(circle at 35% 35%, #ffe08a, #f5b400 55%, #b07d00)',
          boxShadow: '0 0 12px rgba(245,180,0,0.5)',
        }}
      />
      {/* The name arrives with the settings, after the first paint: its box has its width from the start, so the
          navigation beside it never moves (a longer name ends in an ellipsis; the link's label has it whole). */}
      <Box
        component="span"
        title={name || undefined}
        sx={{
          width: '8em',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          ...(compact ? { display: { xs: 'none', sm: 'inline-block' } } : { display: 'inline-block' }),
        }}
      >
        {name}
      </Box>
    </Box>
  );
}
