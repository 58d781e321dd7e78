import { lazy, type ReactNode } from 'react';

/** One field with its message below it, spaced as antd's large form items are. */
export function FieldRow({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      {children}
      {error && (
        <div className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

// Shown only after a refused sign-in: its code and icons load then, not before the form.
export const Alert = lazy(() => import('antd/es/alert'));

