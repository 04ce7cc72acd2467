import { useEffect, useState } from 'react';
import { useServices } from '../contexts/services-context.js';

/** The time (the app's clock), read again every second while `running`: for countdowns. */
export function useTicking(running: boolean): number {
  const { now } = useServices();
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return;
    setTime(now());
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [running, now]);
  return time;
}
