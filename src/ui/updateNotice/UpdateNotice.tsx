import { useEffect, useState } from 'react';
import { lazyPart } from '@/ui/lazyRetrying';
import { pollDeployedVersion } from './versionCheck';

// The snackbar loads when a newer build is seen, not with every page.
const UpdateSnackbar = lazyPart(() => import('./UpdateSnackbar'));

/** Offers a reload when /version.json shows that a newer build was deployed (polling off when intervalMs is 0). */
export function UpdateNotice({ intervalMs }: { intervalMs: number }) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (intervalMs <= 0) return undefined;
    return pollDeployedVersion({ running: __APP_VERSION__, intervalMs, onOtherBuild: () => setAvailable(true) });
  }, [intervalMs]);
  return available ? <UpdateSnackbar /> : null;
}
