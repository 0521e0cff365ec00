import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { interpolate, type MessageBundle } from './messages';
import { selectLocale } from './localeSlice';

/** Returns `t(key, values?)` for a feature's bundle in the current language. */
export function useMessages<K extends string>(
  bundle: MessageBundle<K>,
): (key: K, values?: Record<string, string | number>) => string {
  const locale = useSelector(selectLocale);
  return useCallback(
    (key: K, values?: Record<string, string | number>) => interpolate(bundle[locale][key], values, locale),
    [bundle, locale],
  );
}
