// Old West's panel in the lobby: the posse builder, reporting its posses as the match's options.
import { useCallback } from 'react';
import { translate } from '../../../i18n';
import type { SetupProps } from '../../systemUi';
import { PosseBuilder } from './PosseBuilder';
import type { PosseResult } from './posseDraft';

export default function OldWestSetup({ scenarioId, players, lang, onChange }: SetupProps) {
  const report = useCallback(
    (r: PosseResult) => onChange({
      ok: r.ok,
      ...(r.rosters ? { options: { rosters: r.rosters } } : {}),
      ...(r.names ? { summary: `${translate(lang, 'posse.heading')}: ${translate(lang, 'posse.versus', { a: r.names[0], b: r.names[1] })}` } : {}),
      change: translate(lang, 'posse.change'),
      problem: translate(lang, 'posse.fixFirst'),
    }),
    [onChange, lang],
  );
  return <PosseBuilder scenarioId={scenarioId} players={players} onChange={report} />;
}
