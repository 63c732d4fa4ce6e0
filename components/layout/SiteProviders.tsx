import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import type { ThemeName } from '@/lib/config/schema';
import { createSiteTheme } from '@/lib/theme/createSiteTheme';

interface SiteProvidersProps {
  themeName: ThemeName;
  children: ReactNode;
}

/** Theme and baseline styles; the sign-in, data and analytics providers join here. */
export default function SiteProviders({ themeName, children }: SiteProvidersProps) {
  const theme = useMemo(() => createSiteTheme(themeName), [themeName]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
