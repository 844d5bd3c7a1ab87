// The computer at the match screen, as one lazily loaded part: it plays the computer's sides
// (./useComputer.ts, which starts the worker) and shows its bar. The match screen mounts it only
// when a side is the computer's, so a hot-seat match fetches none of this code.
import type { Lang } from '../../i18n';
import { ComputerBar } from './ComputerBar';
import { useComputer } from './useComputer';

export default function ComputerPlayer({ lang, names, replaying }: { lang: Lang; names: readonly [string, string]; replaying: boolean }) {
  useComputer();
  return replaying ? null : <ComputerBar lang={lang} names={names} />;
}
