// A system's setup panel in the lobby (posses, armies, warbands), loaded lazily from its manifest.
import { lazy, type ComponentType } from 'react';
import type { SystemManifest } from '../../systems/manifest';
import type { SetupProps } from '../systemUi';

const panels = new Map<string, ComponentType<SetupProps>>();

/** The panel as a lazy component, made once per system; null when the system has none. */
export function setupFor(system: SystemManifest): ComponentType<SetupProps> | null {
  const load = system.loadSetup;
  if (!load) return null;
  let panel = panels.get(system.id);
  if (!panel) {
    panel = lazy(async () => ({ default: await load() }));
    panels.set(system.id, panel);
  }
  return panel;
}
