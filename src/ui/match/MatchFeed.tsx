// The dice tray and the narrated log, from the match's events.
import { useEffect, useMemo, useRef } from 'react';
import type { GameEvent } from '../../core/ruleset';
import { useReplaying, useShownLog } from '../replay/useShownMatch';
import { useCommitCounter } from './renderStats';
import { DiceTray, type DiceRoll } from '../panels/DiceTray';
import { LogPanel, type LogEntry } from '../panels/LogPanel';
import { useUi } from '../../store/uiStore';
import type { DiceOwner } from '../panels/diceStrings';
import type { DiceOwnerOf } from './diceOwners';
import { NOT_YET_NARRATED, useNarration, type NarrationSource } from './lazyNarration';

const notYet = () => NOT_YET_NARRATED;

const GOOD = new Set(['hit', 'wounded', 'passed']);
/** The event fields that name units (a list of names is joined with commas). */
const NAMED = ['fighter', 'soldier', 'target', 'names'];

/** The units an event names, for the log's unit filter. */
function namesOf(e: GameEvent): string[] {
  const p = e.params ?? {};
  return NAMED.flatMap((k) => (typeof p[k] === 'string' ? String(p[k]).split(', ') : [])).filter(Boolean);
}

export interface MatchFeedProps {
  lang: 'en' | 'ru';
  /** The log's words, or their loader (fetched when the log first has a line). */
  narrate: NarrationSource;
  pending?: DiceRoll | null;
  /** Whose dice an event's rolls are (the tray labels them). */
  diceOwner?: DiceOwnerOf;
}

export function MatchFeed({ lang, narrate: source, pending = null, diceOwner }: MatchFeedProps) {
  useCommitCounter();
  const log = useShownLog();
  const words = useNarration(source, log.length > 0 || !!pending, log.length);
  const narrate = words ?? notYet;
  const replaying = useReplaying();
  // The log shrinks on an undo: the roll shown then is an old one, and makes no sound.
  const lastLength = useRef(log.length);
  const shrank = log.length < lastLength.current;
  useEffect(() => {
    lastLength.current = log.length;
  }, [log.length]);
  const entries = useMemo<LogEntry[]>(() => {
    let turn = 1;
    return log.slice(-300).map((e, i) => {
      if (e.event.type === 'turnStart') turn = Number(e.event.params?.turn ?? turn);
      return {
        id: `${log.length - Math.min(300, log.length) + i}`,
        text: narrate(e.event, lang),
        turn,
        kind: e.event.rolls?.length ? 'roll' : e.action === null ? 'warn' : 'info',
        names: namesOf(e.event),
        ...(e.event.rule && e.event.rule !== 'house' ? { rule: e.event.rule } : {}),
      };
    });
  }, [log, lang, narrate]);
  const roll = useMemo<DiceRoll | null>(() => {
    const last = [...log].reverse().find((e) => e.event.rolls?.length && e.action !== null);
    if (!last) return null;
    const events = log.filter((e) => e.action === last.action && e.event.rolls?.length);
    // An event that names no one (a model in the way) is rolled by whoever rolled before it.
    let prev: DiceOwner | null = null;
    const dice = events.flatMap((e) => {
      const p = e.event.params ?? {};
      const ok = GOOD.has(String(Object.keys(p).find((k) => p[k] === true) ?? ''));
      const sides = e.event.rule?.startsWith('FP') ? 10 : e.event.type === 'randomTarget' ? Number(p.among ?? 6) : 6;
      const owners = diceOwner?.(e.event) ?? prev;
      return (e.event.rolls ?? []).map((value, i) => {
        const owner = Array.isArray(owners) ? (owners[i] ?? null) : (owners as DiceOwner | null);
        prev = owner;
        return { sides, value, tone: (ok ? 'good' : 'neutral') as 'good' | 'neutral', owner };
      });
    });
    return { id: `${last.action}-${dice.length}`, dice, caption: narrate(last.event, lang) };
  }, [log, lang, narrate, diceOwner]);
  return (
    <>
      <DiceTray roll={pending ?? roll} quiet={replaying || shrank} />
      <LogPanel entries={entries} busy={!words && log.length > 0} onRule={(rule) => useUi.getState().openRulesAt(rule)} />
    </>
  );
}
