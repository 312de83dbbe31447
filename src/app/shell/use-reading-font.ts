import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueries } from '@/modules/account/api/settings-queries';
import { applyReadingFontSize } from '@/shared/ui/reading-font';

/** Keeps the reading surfaces at the signed-in user's chosen font size (stored on the server). */
export function useReadingFont(signedIn: boolean): void {
  const { data } = useQuery({ ...settingsQueries.settings(), enabled: signedIn });
  const size = signedIn ? (data?.readingFontSize ?? null) : null;
  useEffect(() => {
    applyReadingFontSize(size);
    return () => applyReadingFontSize(null);
  }, [size]);
}
