/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Company line of the footers. */
  readonly VITE_COMPANY_TEXT?: string;
  /** Filing number (ICP) shown in the login footer, and where it links. */
  readonly VITE_FILING_NUMBER?: string;
  readonly VITE_FILING_URL?: string;
  /** Map tile address for the fence dialog, e.g. `https://tiles.example.com/{z}/{x}/{y}.png`; unset draws a plain grid. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution text shown with those tiles. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
