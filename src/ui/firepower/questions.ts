// The choices a Firepower player is asked once he has aimed: a grenade at a hex (which side of a
// hex corner it scatters to, throw or cancel), or a melee with the enemy ahead. They are shown over
// the board, where the eye is, take focus and are answered by keyboard (the shared QuestionPrompt),
// and are then not repeated in the panels beside the board.
import { formatPercent, type Lang } from '../../i18n';
import type { FPState } from '../../rules/firepower/types';
import type { Question } from '../panels/QuestionPrompt';
import { actFP } from './controller';
import { useFpUi } from './fpUi';
import { grenadeModel, meleeModel } from './panels';
import { fpp } from './panelStrings';
import { explainFP } from './refusals';

const hexName = (h: { q: number; r: number }) => `${h.q},${h.r}`;

export function fpQuestion(s: FPState, lang: Lang, selectedId: string | null, grenadeAt: { q: number; r: number } | null, vertex: 'left' | 'right'): Question | null {
  if (s.phase !== 'impulse' || !s.current) return null;
  const pct = (p: number) => formatPercent(lang, p);
  const g = grenadeModel(s, selectedId, grenadeAt, vertex);
  if (g) {
    const plan = useFpUi.getState();
    const throwIt = { id: 'grenade-throw', label: fpp(lang, 'grenade.throw'), onClick: () => g.action && actFP(g.action), disabled: !g.action };
    const cancel = { id: 'grenade-cancel', label: fpp(lang, 'fire.cancel'), onClick: () => plan.aimGrenade(null), disabled: false };
    return {
      prompt: fpp(lang, 'grenade.title', { hex: hexName(g.hex) }),
      details: [
        ...(g.hit !== null ? [fpp(lang, 'grenade.hit', { hit: g.hit, mod: g.modifiers.reduce((n, x) => n + x.value, 0) })] : []),
        fpp(lang, 'grenade.odds', { hex: pct(g.odds.hex), scatter: pct(g.odds.scatter), dud: pct(g.odds.dud) }),
        ...(g.vertex ? [fpp(lang, 'grenade.vertex')] : []),
        fpp(lang, g.rings === 2 ? 'grenade.blast' : 'grenade.blastOne'),
        ...(g.reason ? [explainFP(lang, g.reason)] : []),
      ],
      // On a hex corner the side is an answer of its own: picking it throws that way.
      actions: g.vertex
        ? (['left', 'right'] as const).map((v) => ({
            id: `grenade-${v}`, label: `${fpp(lang, 'grenade.throw')}: ${fpp(lang, v === 'left' ? 'grenade.left' : 'grenade.right').toLowerCase()}`,
            onClick: () => {
              const m = grenadeModel(s, selectedId, grenadeAt, v);
              if (m?.action) actFP(m.action);
            },
            disabled: !g.action,
          })).concat([cancel])
        : [throwIt, cancel],
      options: [],
    };
  }
  const m = meleeModel(s, selectedId);
  if (m) {
    const names = (ids: string[]) => ids.map((k) => s.soldiers[k]!.name).join(', ');
    return {
      prompt: fpp(lang, 'melee.title', { a: names(m.attackers), d: names(m.defenders) }),
      details: [fpp(lang, 'melee.odds', { mod: `${m.modifier >= 0 ? '+' : ''}${m.modifier}`, p: pct(m.p) }), ...(m.reason ? [explainFP(lang, m.reason)] : [])],
      actions: [{ id: 'melee-go', label: fpp(lang, 'melee.go'), onClick: () => m.action && actFP(m.action), disabled: !m.action }],
      options: [],
      // The soldier may as well move or fire: the melee is offered, not asked.
      optional: true,
    };
  }
  return null;
}
