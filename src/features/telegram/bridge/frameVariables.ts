/**
 * The Mini App's frame as CSS variables on the root element, named like Telegram's own script names them:
 * `--tg-viewport-height`, `--tg-viewport-stable-height`, `--tg-safe-area-inset-top`…,
 * `--tg-content-safe-area-inset-top`…. The compact layout sizes itself from them (docs/telegram.md).
 */

type Group = 'viewport' | 'safe-area-inset' | 'content-safe-area-inset';

/** Sets `--tg-<group>-<name>` in px for each finite number given; ignores anything else. */
export function setFrameVariables(
  group: Group,
  values: Partial<Record<string, unknown>>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
      root.style.setProperty(`--tg-${group}-${name}`, `${value}px`);
  }
}
