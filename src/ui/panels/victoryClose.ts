// Set by the match screen: closes the victory box (Escape, or its close button) to see the table.
import { createContext } from 'react';

export const VictoryClose = createContext<(() => void) | null>(null);
