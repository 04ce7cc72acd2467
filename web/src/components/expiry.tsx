import { APPLICATION_EXPIRED_MESSAGE, expiryDisplay, formatCountdown, formatDate } from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';

/** An application's expiry (spec 002 section 4): a date beyond a day, else a countdown ticking each second. */
export function Expiry({ expiredTime }: { expiredTime: string | null | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  const shown = expiryDisplay(expiredTime, now);
  const ticking = shown?.kind === 'countdown';
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!shown) return null;
  switch (shown.kind) {
    case 'date':
      return <span>{formatDate(shown.at)}</span>;
    case 'countdown':
      return <span className="mono">{formatCountdown(shown.remainingMs)}</span>;
    case 'expired':
      return <span className="alert alert-error">{APPLICATION_EXPIRED_MESSAGE}</span>;
    default: {
      const never: never = shown;
      return never;
    }
  }
}
