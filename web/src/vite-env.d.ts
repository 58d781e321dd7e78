/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Company line of the footers. */
  readonly VITE_COMPANY_TEXT?: string;
  /** Filing number (ICP) shown in the login footer, and where it links. */
  readonly VITE_FILING_NUMBER?: string;
  readonly VITE_FILING_URL?: string;
}
