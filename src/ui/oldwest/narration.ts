// The words for each Old West event, in English and Russian. Events are data; this turns them
// into the log's sentences. The rule ID is shown beside the sentence as a badge. A table over
// every OWEvent type, so an event without English or Russian words fails `tsc`.
import type { GameEvent } from '../../core/ruleset';
import { narrateNote } from '../../i18n/notes';
import type { Lang } from '../../i18n/words';
import { MOUNTS } from '../../rules/oldwest/profiles';
import type { OWEvent, OWEventParams, OWEventType } from '../../rules/oldwest/events';

type Say<K extends OWEventType> = (p: OWEventParams[K], rolls: number[]) => string;
type Narration = { readonly [K in OWEventType]: Say<K> };

const PHASE: Record<Lang, Record<string, string>> = {
  en: { move: "Movin'", shoot: "Shootin'", fight: "Fightin'" },
  ru: { move: 'Движение', shoot: 'Стрельба', fight: 'Ближний бой' },
};
const REASON: Record<Lang, Record<string, string>> = {
  en: { fled: 'fled the table', rout: 'ran for the hills', wiped: 'was wiped out', objective: 'could not stop them getting away' },
  ru: { fled: 'бежала с поля', rout: 'сдалась и ушла', wiped: 'уничтожена', objective: 'не смогла помешать им уйти' },
};
const JUMP: Record<Lang, Record<string, string>> = {
  en: { stumble: 'stumbles and stops short', cross: 'crosses and stops', clear: 'clears it and goes on', climbed: 'climbs it', climbFailed: 'slips and stays at the foot' },
  ru: { stumble: 'спотыкается и останавливается', cross: 'перебирается и останавливается', clear: 'перепрыгивает и идёт дальше', climbed: 'взбирается', climbFailed: 'срывается и остаётся внизу' },
};

const list = (r: number[]) => r.join(', ');
const HEROIC: Record<Lang, Record<string, string>> = {
  en: { yeeHaw: 'Yee Haw!', quickdraw: 'Quickdraw', whuppin: "Time for a Whuppin'" },
  ru: { yeeHaw: '«Йи-ха!»', quickdraw: '«Быстрая рука»', whuppin: '«Пора всыпать»' },
};
const in1 = (v: unknown) => Number(v).toFixed(1);

const EN: Narration = {
  turnStart: (p) => `Turn ${p.turn} begins.`,
  dropRolled: (p, r) => `The Drop: ${p.p0} rolled ${r[0]}, ${p.p1} rolled ${r[1]}` + (p.winner ? `: ${p.winner} acts first.` : ': a tie, roll again.'),
  hillsDue: (p) => `Half of ${p.player}'s posse is down: ${p.fighter} must test to stay (or they may run).`,
  hillsTest: (p, r) => `Head for the Hills: ${p.fighter} rolled ${r[0]} + ${r[1]} + Pluck ${p.pluck} = ${p.total}, ${p.passed ? 'stands firm' : 'fails'}.`,
  rout: (p) => `${p.player} chooses to run for the hills.`,
  posseFled: (p) => `${p.player}'s posse flees the table.`,
  victory: (p) => `${p.winner} wins: the other posse ${REASON.en[String(p.reason)] ?? p.reason}.`,
  phaseStart: (p) => `${PHASE.en[String(p.phase)] ?? p.phase}: ${p.player} first.`,
  phaseHandover: (p) => `${PHASE.en[String(p.phase)] ?? p.phase}: now ${p.player}.`,
  noFights: () => 'Nobody is in base contact: no fights this turn.',
  fightsGrouped: (p) => `${p.count} fight${p.count === 1 ? '' : 's'} to resolve.`,
  fightChosen: (p) => `${p.player} picks the fight: ${p.names}.`,
  duelDice: (p, r) => `${p.fighter} rolls ${list(r)}.`,
  duelWon: (p) => `${p.player} wins the fight, ${p.best} against ${p.other}.`,
  duelTieF: (p) => `A tie on ${p.die}: ${p.player} wins with the better Fightin' (${p.f} against ${p.otherF}).`,
  duelRollOff: (p, r) => `A tie on dice and Fightin': roll-off ${r[0]} (1-3 to ${p.first}), ${p.player} wins.`,
  backOffOrder: (p) => `${p.player} chooses who backs off first.`,
  backedOff: (p) => `${p.fighter} backs off 1".`,
  trapped: (p) => `${p.fighter} has no room to back off: trapped, strikes against him are doubled.`,
  trappedMoved: (p) => `${p.fighter} is moved clear of his enemies.`,
  woundRoll: (p, r) => p.impossible
    ? `Strength ${p.s} against Grit ${p.g}: cannot wound.`
    : `${p.fall ? `The fall hurts ${p.target}` : `${p.by} at ${p.mount ? `${p.target}'s ${MOUNTS[p.mount].name.en.toLowerCase()}` : p.target}`}: Strength ${p.s} vs Grit ${p.g} (${p.need}): rolled ${r.length === 2 ? `${r[0]} then ${r[1]}` : r[0]}, ${p.wounded ? 'wounded' : 'no wound'}.`,
  woundLost: (p) => `${p.fighter} loses a wound (${p.left} left).`,
  outOfAction: (p) => `${p.fighter} is out of action.`,
  fightOver: () => 'The fight is over.',
  phaseOver: () => 'Every fight is resolved.',
  jump: (p, r) => `${p.fighter} jumps a ${p.height}" barrier: rolled ${r[0]}, ${JUMP.en[String(p.result)]}.`,
  moved: (p) => `${p.fighter} moves ${in1(p.cost)}" (${in1(p.left)}" left).`,
  charged: (p) => `${p.fighter} charges ${p.target}!`,
  chargeFailed: (p) => `${p.fighter}'s charge at ${p.target} falls short.`,
  stoodUp: (p) => `${p.fighter} gets up.`,
  shot: (p, r) => `${p.fighter} shoots at ${p.target} (${p.need}+): rolled ${r[0]}, ${p.hit ? 'a hit' : 'a miss'}.`,
  inTheWay: (p, r) => `In the way: ${p.what === 'model' ? p.name : `the ${p.name}`} (${p.need}+): rolled ${r[0]}, ${p.passed ? 'the shot goes past' : p.what === 'model' ? `it hits ${p.name}` : 'the shot hits it'}.`,
  randomTarget: (p, r) => `Into the fight: rolled ${r[0]} of ${p.among}, the shot hits ${p.target}.`,
  fameSpent: (p) => `${p.fighter} spends ${p.points} Fame: ${p.from} becomes ${p.to} (${p.left} left).`,
  fameBidMade: (p) => `${p.player} has made a secret bid of Fame.`,
  fameBids: (p) => `The bids are revealed: ${p.p0} ${p.bid0} Fame, ${p.p1} ${p.bid1} Fame.`,
  fortune: (p, r) => `${p.fighter} uses Fortune: rolled ${r[0]}, ${p.saved ? 'the wound is ignored' : 'no luck'} (${p.left} left).`,
  strikeChoice: (p) => `${p.fighter} places ${p.attacks} strike${p.attacks === 1 ? '' : 's'}, one at a time.`,
  fearTest: (p, r) => `${p.fighter} faces ${p.target}'s fearsome reputation: ${r[0]} + ${r[1]} + Pluck ${p.pluck} = ${p.total}, ${p.passed ? `he dares to ${p.act === 'charge' ? 'charge' : 'shoot'}` : 'he loses his nerve and does nothing more this phase'}.`,
  diveTest: (p, r) => `${p.fighter} is under fire: ${r[0]} + ${r[1]} + Pluck ${p.pluck} = ${p.total}, ${p.passed ? 'holds his ground' : 'dives for cover'}.`,
  diveMoved: (p) => `${p.fighter} scrambles ${Number(p.cost).toFixed(1)}" behind cover and may not shoot back this turn.`,
  diveDown: (p) => `${p.fighter} ${p.inCover ? 'is already behind cover and' : 'finds no cover and'} throws himself to the ground; he may not shoot back this turn.`,
  standsInFight: (p) => `${p.fighter} gets up off the ground but does not strike.`,
  downTrapped: (p) => `${p.fighter} stays on the ground and counts as trapped.`,
  heroicsOffered: (p) => `Heroes may declare ${HEROIC.en[{ move: 'yeeHaw', shoot: 'quickdraw', fight: 'whuppin' }[String(p.phase)] ?? '']} (1 Fame each).`,
  heroicsDeclared: (p) => (Number(p.count) ? `${p.player} declares ${HEROIC.en[String(p.kind)]}: ${p.names}.` : `${p.player} declares no heroic action.`),
  heroicRollOff: (p, r) => `Both declared heroic actions: rolled ${r[0]}, ${p.player} goes first.`,
  heroicStart: (p) => `${HEROIC.en[String(p.kind)]} ${p.fighter} acts first${p.friends ? `, calling ${p.friends}` : ''}.`,
  heroicOver: (p) => `${p.fighter}'s heroic action is over.`,
  whuppinMove: (p) => `Every enemy in the fight is down: ${p.fighter} and his friends may move again.`,
  fightsRegrouped: (p) => `The fights are regrouped: ${p.count} to resolve.`,
  barrierRoll: (p, r) => `${p.by} strikes at ${p.target} across the obstacle (4+): rolled ${r[0]}, ${p.passed ? 'it gets through' : 'it hits the barrier'}.`,
  dismounted: (p) => `${p.fighter} gets off his mount.`,
  mounted: (p) => `${p.fighter} gets back in the saddle.`,
  thrown: (p, r) => `${p.fighter}'s ${p.mount} is killed: thrown from the saddle, rolled ${r[0]}: ${p.result === 'flying' ? 'knocked flying' : p.result === 'free' ? 'leaps free' : 'rolls clear, on the ground'}.`,
  riderOrMount: (p, r) => `The shot hits ${p.fighter}'s ${p.mount ? 'mount' : 'rider'} (rolled ${r[0]}: 1-3 the mount, 4-6 the rider).`,
  diveDismount: (p) => `${p.fighter} is already behind cover: he jumps down with his mount between him and the shooter.`,
  atDrop: (p) => `${p.fighter} stands at the edge of a ${p.height}" drop with nowhere else to go: normal strikes, then he falls.`,
  fell: (p) => `${p.fighter} falls ${p.height}"${Number(p.hits) ? ` and takes ${p.hits} Strength 3 hit${p.hits === 1 ? '' : 's'}` : ''}, and lies on the ground.`,
  leftTable: (p) => `${p.fighter} gets away across the table edge (${p.count} of ${p.needed}); he is no casualty.`,
};

const RU: Narration = {
  turnStart: (p) => `Начинается ход ${p.turn}.`,
  dropRolled: (p, r) => `Инициатива: ${p.p0} — ${r[0]}, ${p.p1} — ${r[1]}` + (p.winner ? `: первым ходит ${p.winner}.` : ': ничья, бросаем снова.'),
  hillsDue: (p) => `Половина банды игрока ${p.player} выбыла: ${p.fighter} проходит тест (или банда бежит).`,
  hillsTest: (p, r) => `Бегство: ${p.fighter} — ${r[0]} + ${r[1]} + Смелость ${p.pluck} = ${p.total}, ${p.passed ? 'держится' : 'провал'}.`,
  rout: (p) => `${p.player} решает бежать.`,
  posseFled: (p) => `Банда игрока ${p.player} бежит с поля.`,
  victory: (p) => `Победа: ${p.winner}. Банда противника ${REASON.ru[String(p.reason)] ?? p.reason}.`,
  phaseStart: (p) => `${PHASE.ru[String(p.phase)] ?? p.phase}: первым — ${p.player}.`,
  phaseHandover: (p) => `${PHASE.ru[String(p.phase)] ?? p.phase}: теперь ${p.player}.`,
  noFights: () => 'Никто не в контакте: схваток нет.',
  fightsGrouped: (p) => `Схваток: ${p.count}.`,
  fightChosen: (p) => `${p.player} выбирает схватку: ${p.names}.`,
  duelDice: (p, r) => `${p.fighter} бросает ${list(r)}.`,
  duelWon: (p) => `Схватку выигрывает ${p.player}: ${p.best} против ${p.other}.`,
  duelTieF: (p) => `Ничья на ${p.die}: выигрывает ${p.player} за счёт Ближнего боя (${p.f} против ${p.otherF}).`,
  duelRollOff: (p, r) => `Полная ничья: бросок ${r[0]} (1–3 за ${p.first}), побеждает ${p.player}.`,
  backOffOrder: (p) => `${p.player} выбирает, кто отходит первым.`,
  backedOff: (p) => `${p.fighter} отходит на 1".`,
  trapped: (p) => `${p.fighter} некуда отойти: окружён, удары по нему удваиваются.`,
  trappedMoved: (p) => `${p.fighter} отодвинут от противников.`,
  woundRoll: (p, r) => p.impossible
    ? `Сила ${p.s} против Выносливости ${p.g}: ранить нельзя.`
    : `${p.fall ? `Падение, ${p.target}` : p.mount ? `${p.by} по цели: ${MOUNTS[p.mount].name.ru.toLowerCase()} бойца ${p.target}` : `${p.by} по цели ${p.target}`}: Сила ${p.s} против Выносливости ${p.g} (${p.need}): выпало ${r.length === 2 ? `${r[0]}, затем ${r[1]}` : r[0]}, ${p.wounded ? 'ранен' : 'без ранения'}.`,
  woundLost: (p) => `${p.fighter} теряет ранение (осталось ${p.left}).`,
  outOfAction: (p) => `${p.fighter} выбывает из боя.`,
  fightOver: () => 'Схватка окончена.',
  phaseOver: () => 'Все схватки разыграны.',
  jump: (p, r) => `${p.fighter} прыгает через препятствие ${p.height}": выпало ${r[0]}, ${JUMP.ru[String(p.result)]}.`,
  moved: (p) => `${p.fighter} проходит ${in1(p.cost)}" (осталось ${in1(p.left)}").`,
  charged: (p) => `${p.fighter} атакует: ${p.target}!`,
  chargeFailed: (p) => `Атака ${p.fighter} на ${p.target} не доходит.`,
  stoodUp: (p) => `${p.fighter} поднимается.`,
  shot: (p, r) => `${p.fighter} стреляет в ${p.target} (${p.need}+): выпало ${r[0]}, ${p.hit ? 'попадание' : 'промах'}.`,
  inTheWay: (p, r) => `На линии огня: ${p.what === 'model' ? p.name : p.name === 'wall' ? 'стена' : 'забор'} (${p.need}+): выпало ${r[0]}, ${p.passed ? 'пуля проходит' : p.what === 'model' ? `попадает в ${p.name}` : 'пуля застревает'}.`,
  randomTarget: (p, r) => `Выстрел в схватку: выпало ${r[0]} из ${p.among}, попадает в ${p.target}.`,
  fameSpent: (p) => `${p.fighter} тратит Славу (${p.points}): ${p.from} становится ${p.to} (осталось ${p.left}).`,
  fameBidMade: (p) => `${p.player} делает тайную ставку Славы.`,
  fameBids: (p) => `Ставки открыты: ${p.p0} — ${p.bid0}, ${p.p1} — ${p.bid1}.`,
  fortune: (p, r) => `${p.fighter} испытывает Удачу: выпало ${r[0]}, ${p.saved ? 'ранение не считается' : 'не повезло'} (осталось ${p.left}).`,
  strikeChoice: (p) => `${p.fighter} распределяет удары (${p.attacks}) по одному.`,
  fearTest: (p, r) => `${p.fighter} против грозной славы бойца ${p.target}: ${r[0]} + ${r[1]} + Смелость ${p.pluck} = ${p.total}, ${p.passed ? (p.act === 'charge' ? 'решается атаковать' : 'решается стрелять') : 'теряет решимость и в эту фазу больше ничего не делает'}.`,
  diveTest: (p, r) => `${p.fighter} под огнём: ${r[0]} + ${r[1]} + Смелость ${p.pluck} = ${p.total}, ${p.passed ? 'стоит на месте' : 'ищет укрытие'}.`,
  diveMoved: (p) => `${p.fighter} перебегает ${Number(p.cost).toFixed(1)}" в укрытие и в этот ход не стреляет в ответ.`,
  diveDown: (p) => `${p.fighter} ${p.inCover ? 'уже в укрытии и' : 'не находит укрытия и'} падает на землю; в этот ход не стреляет в ответ.`,
  standsInFight: (p) => `${p.fighter} поднимается, но не наносит ударов.`,
  downTrapped: (p) => `${p.fighter} остаётся лежать и считается окружённым.`,
  heroicsOffered: (p) => `Герои могут объявить ${HEROIC.ru[{ move: 'yeeHaw', shoot: 'quickdraw', fight: 'whuppin' }[String(p.phase)] ?? '']} (1 Слава за каждого).`,
  heroicsDeclared: (p) => (Number(p.count) ? `${p.player} объявляет ${HEROIC.ru[String(p.kind)]}: ${p.names}.` : `${p.player} не объявляет героических действий.`),
  heroicRollOff: (p, r) => `Оба объявили героические действия: выпало ${r[0]}, первым действует ${p.player}.`,
  heroicStart: (p) => `${HEROIC.ru[String(p.kind)]}: ${p.fighter} действует первым${p.friends ? `, с ним ${p.friends}` : ''}.`,
  heroicOver: (p) => `Героическое действие бойца ${p.fighter} окончено.`,
  whuppinMove: (p) => `Все противники в схватке повержены: ${p.fighter} и его товарищи могут снова двигаться.`,
  fightsRegrouped: (p) => `Схватки перегруппированы: ${p.count}.`,
  barrierRoll: (p, r) => `${p.by} бьёт ${p.target} через препятствие (4+): выпало ${r[0]}, ${p.passed ? 'удар проходит' : 'удар приходится в преграду'}.`,
  dismounted: (p) => `${p.fighter} спешивается.`,
  mounted: (p) => `${p.fighter} снова в седле.`,
  thrown: (p, r) => `Под бойцом ${p.fighter} убит ${p.mount === 'mule' ? 'мул' : 'конь'}: выпало ${r[0]}, ${p.result === 'flying' ? 'его отбрасывает' : p.result === 'free' ? 'он соскакивает на ноги' : 'он откатывается и лежит'}.`,
  riderOrMount: (p, r) => `Пуля попадает ${p.mount ? 'в лошадь' : 'во всадника'} (${p.fighter}; выпало ${r[0]}: 1–3 лошадь, 4–6 всадник).`,
  diveDismount: (p) => `${p.fighter} уже в укрытии: соскакивает так, чтобы лошадь была между ним и стрелком.`,
  atDrop: (p) => `${p.fighter} на краю обрыва высотой ${p.height}", отступать некуда: обычные удары, затем падение.`,
  fell: (p) => `${p.fighter} падает с высоты ${p.height}"${Number(p.hits) ? `: ударов Силы 3 — ${p.hits}` : ''}, и лежит на земле.`,
  leftTable: (p) => `${p.fighter} уходит со стола (${p.count} из ${p.needed}); это не потеря.`,
};

/** An event's sentence in the language; app notes (undo) included. */
export function narrate(event: GameEvent, lang: Lang): string {
  const note = narrateNote(event, lang);
  if (note !== null) return note;
  const e = event as OWEvent;
  const say = (lang === 'ru' ? RU : EN)[e.type] as Say<OWEventType> | undefined;
  return say ? say((e.params ?? {}) as never, e.rolls ?? []) : event.type;
}

/** The event types whose sentences the tests check in both languages. */
export const NARRATED = Object.keys(EN) as OWEventType[];
export const NARRATED_RU = Object.keys(RU) as OWEventType[];
