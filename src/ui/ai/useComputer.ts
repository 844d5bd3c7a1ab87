// The match screen runs the computer's sides while it is open (./driver.ts): closing the match
// stops it and ends its worker.
import { useEffect } from 'react';
import { startComputer } from './driver';

export function useComputer(): void {
  useEffect(() => startComputer(), []);
}
