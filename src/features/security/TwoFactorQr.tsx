import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';

const SIZE = 192;

/**
 * The QR code of an otpauth URL, drawn in the browser by `qrcode` (loaded only when the code is shown, as its own
 * chunk). The URL holds the secret, so it is never sent anywhere to be drawn.
 */
export function TwoFactorQr({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qr) => qr.toDataURL(url, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setSrc(data);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box sx={{ width: SIZE, height: SIZE, bgcolor: '#fff', borderRadius: 1, flex: 'none' }}>
      {src ? (
        <img src={src} width={SIZE} height={SIZE} alt={alt} data-testid="two-factor-qr" />
      ) : (
        <Skeleton variant="rounded" width={SIZE} height={SIZE} />
      )}
    </Box>
  );
}
