import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { FeedbackBridge } from '../../components/FeedbackBridge';
import { useSettings } from '../settings/settingsStore';

dayjs.locale('zh-cn');

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already tells the user what went wrong; silent retries would repeat the notice.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

function useColorWeak(enabled: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', enabled);
  }, [enabled]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const primaryColor = useSettings((s) => s.primaryColor);
  const colorWeak = useSettings((s) => s.colorWeak);
  useColorWeak(colorWeak);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ algorithm: antTheme.defaultAlgorithm, token: { colorPrimary: primaryColor, colorLink: primaryColor, borderRadius: 6 } }}
    >
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
