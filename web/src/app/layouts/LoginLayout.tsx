import { PRODUCT_TITLE, WELCOME_TEXT } from '@meiyun/shared';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useSettings } from '../settings/settingsStore';
import { BrandIllustration } from './BrandIllustration';
import { companyText, filingNumber, filingUrl } from './footerTexts';

export function LoginLayout() {
  // The chosen theme colour for what the page draws itself (its tabs and links), as antd's own parts get it.
  const primaryColor = useSettings((s) => s.primaryColor);
  return (
    <div className="login-layout" data-testid="login-layout" style={{ '--login-primary': primaryColor } as CSSProperties}>
      <section className="login-brand" aria-hidden="true">
        <BrandIllustration />
        <div className="login-brand-caption">
          <h2>{PRODUCT_TITLE}</h2>
          <p>煤炭贸易 · 运输调度 · 过磅排队 · 结算一体化</p>
        </div>
      </section>
      <section className="login-panel">
        <div className="login-panel-inner">
          <header className="login-header">
            <img src="/favicon.svg" alt="" className="login-logo" />
            <h1>{WELCOME_TEXT}</h1>
          </header>
          <Outlet />
        </div>
        <footer className="login-footer">
          <span>{companyText}</span>
          <a href={filingUrl} target="_blank" rel="noopener noreferrer">
            {filingNumber}
          </a>
        </footer>
      </section>
    </div>
  );
}
