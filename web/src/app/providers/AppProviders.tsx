import { ConfigProvider, theme as antTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useSettings } from '../settings/settingsStore';

dayjs.locale('zh-cn');

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
    // antd's App (and with it Modal, notification, message) wraps only what uses it: see FeedbackApp.
    <ConfigProvider
      locale={zhCN}
      theme={{ algorithm: antTheme.defaultAlgorithm, token: { colorPrimary: primaryColor, colorLink: primaryColor, borderRadius: 6 } }}
    >
      {children}
    </ConfigProvider>
  );
}
