import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { buttonSx } from '@/ui/primitives/buttonLook';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from './messages';

/**
 * The error page: a status (default 500) and a message. 404 shows the «Страница не найдена» view, any
 * other status the generic «Внутренняя ошибка сервера» view; without a message the view's own title is used.
 */
export function ErrorScreen({ status = 500, message }: { status?: number; message?: string }) {
  const t = useMessages(shellMessages);
  const notFound = status === 404;
  const title = message || t(notFound ? 'notFoundTitle' : 'serverErrorTitle');
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
      data-testid={notFound ? 'not-found-page' : 'error-page'}
    >
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '4rem', md: '6rem' },
          fontWeight: 800,
          lineHeight: 1,
          color: notFound ? 'primary.main' : 'error.main',
        }}
      >
        {status}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(notFound ? 'notFoundHint' : 'errorHint')}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <ButtonBase focusRipple component={RouterLink} to="/" sx={buttonSx({ variant: 'contained' })}>
          {t('toHome')}
        </ButtonBase>
      </Box>
    </Container>
  );
}

/** Catch-all route: the 404 view. */
export function NotFoundScreen() {
  return <ErrorScreen status={404} />;
}
