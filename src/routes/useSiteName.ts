import { useAppSelector } from '@/app/hooks';
import { useGetSettingsQuery } from '@/site/siteApi';
import { selectSetting } from '@/site/siteSelectors';

/**
 * The site's name from the server's settings (`site_name`, GET /settings and its pushes), for the brand in the
 * header, drawer, footer and the document title; an empty string until the settings have arrived.
 */
export function useSiteName(): string {
  useGetSettingsQuery();
  const name = useAppSelector((state) => selectSetting(state, 'site_name'));
  return typeof name === 'string' ? name.trim() : '';
}
