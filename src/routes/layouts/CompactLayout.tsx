import { TelegramMiniAppScope } from '@/features/telegram/TelegramMiniAppScope';
import { V1Layout } from './V1Layout';

/**
 * The compact generation's layout as one lazily loaded chunk: the `/v1` layout inside the Telegram Mini App's
 * scope (Telegram's theme, viewport and back button there). A desktop visit never downloads it.
 */
export default function CompactLayout() {
  return (
    <TelegramMiniAppScope>
      <V1Layout />
    </TelegramMiniAppScope>
  );
}
