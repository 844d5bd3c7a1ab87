// Old West's panel in the lobby: the posse builder, reporting its posses as the match's options.
import { useCallback } from 'react';
import type { SetupProps } from '../../systemUi';
import { PosseBuilder } from './PosseBuilder';
import type { PosseResult } from './posseDraft';

export default function OldWestSetup({ scenarioId, players, onChange }: SetupProps) {
  const report = useCallback(
    (r: PosseResult) => onChange({ ok: r.ok, ...(r.rosters ? { options: { rosters: r.rosters } } : {}), ...(r.names ? { names: r.names } : {}) }),
    [onChange],
  );
  return <PosseBuilder scenarioId={scenarioId} players={players} onChange={report} />;
}
