/** A provider's account as a sign-in proved it: who vouches (issuer) and its never-changing name there (subject). */
export interface ProviderAccount {
  issuer: string;
  subject: string;
  /** Shown to the person, never used to find a user. */
  displayName: string | null;
  /** Kept for the administrator's list only: an e-mail address never links an account. */
  email: string | null;
}

/** Issuers are compared without a trailing slash: `https://sso.example.com/` and its ID tokens' `iss` alike. */
export const issuerKey = (issuer: string) => issuer.replace(/\/+$/, '');
