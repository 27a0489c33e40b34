import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export type AlertType = 'success' | 'danger' | 'warning' | 'info';

/** The global alert of spec §2.3/§3: message, type, and whether the next page change clears it. */
export type GlobalAlert = {
  message: string;
  alertType: AlertType;
  /** Said after the message: what happens next, with links. */
  details?: ReactNode;
  /** Stays in view at the top while the page scrolls (a confirmation over a list scrolled back to where it was). */
  sticky?: boolean;
  /** Default true. */
  removeOnPageChange?: boolean;
  /** Keep it across the redirect that follows it (the route guard's alert), then clear on the next change. */
  keepForNextPage?: boolean;
};

type AlertContextValue = { alert: GlobalAlert | null; showAlert(alert: GlobalAlert): void; clearAlert(): void };
const AlertContext = createContext<AlertContextValue | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<GlobalAlert | null>(null);
  const alertRef = useRef(alert);
  const location = useLocation();
  // Declared before the effect below, so it has run by the time that one reads the alert.
  useEffect(() => {
    alertRef.current = alert;
  });

  useEffect(() => {
    const current = alertRef.current;
    if (!current || current.removeOnPageChange === false) return;
    if (current.keepForNextPage) setAlert({ ...current, keepForNextPage: false });
    else setAlert(null);
    // Only a change of page clears the alert.
  }, [location.pathname]);

  const showAlert = useCallback((next: GlobalAlert) => setAlert(next), []);
  const clearAlert = useCallback(() => setAlert(null), []);
  const value = useMemo(() => ({ alert, showAlert, clearAlert }), [alert, showAlert, clearAlert]);
  return <AlertContext.Provider value={value}>{children}</AlertContext.Provider>;
}

export function useGlobalAlert(): AlertContextValue {
  const context = useContext(AlertContext);
  if (!context) throw new Error('useGlobalAlert needs an AlertProvider');
  return context;
}

/** The dismissible bar under the header. */
export function AlertBar() {
  const { alert, clearAlert } = useGlobalAlert();
  if (!alert) return null;
  // Bootstrap's alert markup without react-bootstrap's Alert, whose fade transition code the first page
  // would otherwise load for an alert most pages never show.
  return (
    <div
      role="alert"
      className={`alert alert-${alert.alertType} alert-dismissible mb-0 rounded-0 text-center${alert.sticky ? ' shadow-sm' : ''}`}
    >
      {alert.message}
      {alert.details ? <> {alert.details}</> : null}
      <button type="button" className="btn-close" aria-label="Close alert" onClick={clearAlert} />
    </div>
  );
}
