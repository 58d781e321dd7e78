import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLORS } from '@meiyun/shared';
import { Button, Divider, Drawer, Segmented, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { layoutUi } from '../../lib/layout/layoutUiStore';
import { useSettings } from './settingsStore';

function Row({ label, hint, children, testId }: { label: string; hint?: string; children: ReactNode; testId: string }) {
  return (
    <div className="settings-row" data-testid={testId}>
      <span>
        {label}
        {hint && <em className="settings-hint">{hint}</em>}
      </span>
      {children}
    </div>
  );
}

export function SettingsDrawer({ open }: { open: boolean }) {
  const s = useSettings();
  return (
    <Drawer
      title="系统设置"
      placement="right"
      size={300}
      open={open}
      onClose={() => layoutUi.set({ settingsOpen: false })}
      data-testid="settings-drawer"
      footer={
        <Button block onClick={s.reset} data-testid="settings-reset">
          恢复默认
        </Button>
      }
    >
      <h4 className="settings-title">整体风格设置</h4>
      <Row label="菜单风格" testId="setting-theme">
        <Segmented
          size="small"
          value={s.theme}
          onChange={(v) => s.update({ theme: v as 'dark' | 'light' })}
          options={[
            { label: '暗色', value: 'dark' },
            { label: '亮色', value: 'light' },
          ]}
        />
      </Row>
      <h4 className="settings-title">主题色</h4>
      <div className="settings-colors" data-testid="setting-colors">
        {THEME_COLORS.map((c) => (
          <Tooltip key={c.key} title={c.name}>
            <button
              type="button"
              className="settings-color"
              style={{ background: c.color }}
              aria-label={c.name}
              data-color={c.color}
              onClick={() => s.update({ primaryColor: c.color })}
            >
              {s.primaryColor === c.color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <h4 className="settings-title">导航设置</h4>
      <Row label="导航模式" testId="setting-layout">
        <Segmented
          size="small"
          value={s.layout}
          onChange={(v) => s.update({ layout: v as 'sidemenu' | 'topmenu' })}
          options={[
            { label: '侧边栏', value: 'sidemenu' },
            { label: '顶部栏', value: 'topmenu' },
          ]}
        />
      </Row>
      <Row label="内容区域宽度" hint={s.layout === 'topmenu' ? undefined : '顶部栏导航时有效'} testId="setting-content-width">
        <Segmented
          size="small"
          disabled={s.layout !== 'topmenu'}
          value={s.contentWidth}
          onChange={(v) => s.update({ contentWidth: v as 'Fixed' | 'Fluid' })}
          options={[
            { label: '固定', value: 'Fixed' },
            { label: '流式', value: 'Fluid' },
          ]}
        />
      </Row>
      <Row label="固定 Header" testId="setting-fixed-header">
        <Switch size="small" checked={s.fixedHeader} onChange={(v) => s.update({ fixedHeader: v, autoHideHeader: v ? s.autoHideHeader : false })} />
      </Row>
      <Row label="下滑时隐藏 Header" hint={s.fixedHeader ? undefined : '固定 Header 时可配置'} testId="setting-auto-hide-header">
        <Switch size="small" disabled={!s.fixedHeader} checked={s.autoHideHeader} onChange={(v) => s.update({ autoHideHeader: v })} />
      </Row>
      <Row label="固定侧边菜单" hint={s.layout === 'sidemenu' ? undefined : '侧边栏导航时有效'} testId="setting-fixed-sider">
        <Switch size="small" disabled={s.layout !== 'sidemenu'} checked={s.fixSiderbar} onChange={(v) => s.update({ fixSiderbar: v })} />
      </Row>
      <Divider />
      <h4 className="settings-title">其他设置</h4>
      <Row label="色弱模式" testId="setting-color-weak">
        <Switch size="small" checked={s.colorWeak} onChange={(v) => s.update({ colorWeak: v })} />
      </Row>
      <Row label="多页签模式" hint="仅桌面端" testId="setting-multipage">
        <Switch size="small" checked={s.multipage} onChange={(v) => s.update({ multipage: v })} />
      </Row>
    </Drawer>
  );
}
