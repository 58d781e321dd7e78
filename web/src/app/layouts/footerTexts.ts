import { PRODUCT_TITLE } from '@meiyun/shared';

/** Deployment-specific texts (§2.3 "company footer and filing-number link"), set through VITE_ variables. */
export const companyText = import.meta.env.VITE_COMPANY_TEXT || `Copyright © ${new Date().getFullYear()} ${PRODUCT_TITLE}`;
export const filingNumber = import.meta.env.VITE_FILING_NUMBER || 'ICP备案号';
export const filingUrl = import.meta.env.VITE_FILING_URL || 'https://beian.miit.gov.cn/';
