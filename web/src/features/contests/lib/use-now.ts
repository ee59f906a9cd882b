import { useEffect, useState } from 'react';

/** The clock in whole seconds since the epoch, read again every `everyMs`. */
export function useNowSeconds(everyMs: number): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
