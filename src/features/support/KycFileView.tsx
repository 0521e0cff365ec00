import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import type { KycFile } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { Button } from '@/ui/primitives/Button';
import { dataUrlOf, fetchKycFile } from './kycFile';
import { kycReviewMessages } from './kycReviewMessages';

type Loaded = { image: string } | { download: string } | 'failed' | null;

/** One uploaded file: its name and size, and on demand the image itself or a download of the PDF. */
export function KycFileView({ file }: { file: KycFile }) {
  const t = useMessages(kycReviewMessages);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    if (!open || loaded !== null) return undefined;
    let live = true;
    let url: string | null = null;
    void dispatch(fetchKycFile(file.id)).then(async (blob) => {
      if (!live) return;
      if (!blob) return setLoaded('failed');
      if (file.type === 'application/pdf') {
        url = URL.createObjectURL(blob);
        return setLoaded({ download: url });
      }
      const image = await dataUrlOf(blob).catch(() => null);
      if (live) setLoaded(image ? { image } : 'failed');
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dispatch, open, loaded, file.id, file.type]);

  return (
    <Box component="li" sx={{ py: 0.5, minWidth: 0 }} data-testid="kyc-file">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <DescriptionIcon fontSize="small" color="action" />
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
          {file.name} · {file.type.replace('image/', '').replace('application/', '').toUpperCase()} ·{' '}
          {Math.max(1, Math.round(file.size / 1024))} KB
        </Typography>
        <Button size="small" onClick={() => setOpen((v) => !v)} data-testid="kyc-file-show">
          {open ? t('hide') : t('show')}
        </Button>
      </Box>
      {open && loaded === 'failed' ? (
        <Typography variant="body2" color="error">
          {t('loadFailed')}
        </Typography>
      ) : null}
      {open && loaded !== null && loaded !== 'failed' && 'image' in loaded ? (
        <Box
          component="img"
          src={loaded.image}
          alt={file.name}
          data-testid="kyc-file-image"
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 480,
            mt: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : null}
      {open && loaded !== null && loaded !== 'failed' && 'download' in loaded ? (
        <Button
          size="small"
          variant="outlined"
          component="a"
          href={loaded.download}
          download={file.name}
          sx={{ mt: 1 }}
        >
          {t('download')}
        </Button>
      ) : null}
    </Box>
  );
}
