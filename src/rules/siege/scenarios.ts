// The castle layouts (SG-GAP-2), each on a table of 12 x 9 steps with the fortress near the
// Defender's edge (the bottom) and the Attacker's start line along the far edge (the top).
// 'gate': two first-floor towers joined by a wall with the gate between, and walls back to the
// table's edge. 'keep': a bigger castle, two first-floor towers at the front and a second-floor
// keep in the yard.
import { own } from '../../core/system';
import type { SgScenario } from './types';

export const GATE: SgScenario = {
  id: 'gate',
  name: { en: 'The gate', ru: 'Ворота' },
  description: {
    en: 'Two towers, walls and a gate with traps. The Attacker’s cannon and warriors come from the far edge.',
    ru: 'Две башни, стены и ворота с ловушками. Пушка и воины Атакующего идут от дальнего края.',
  },
  width: 12,
  height: 9,
  towers: [
    { id: 'west', x0: 3, y0: 5.5, x1: 4.5, y1: 7, floor: 1 },
    { id: 'east', x0: 7.5, y0: 5.5, x1: 9, y1: 7, floor: 1 },
  ],
  walls: [
    { id: 'front-west', a: { x: 4.5, y: 6.25 }, b: { x: 5.5, y: 6.25 } },
    { id: 'front-east', a: { x: 6.5, y: 6.25 }, b: { x: 7.5, y: 6.25 } },
    { id: 'side-west', a: { x: 3.75, y: 7 }, b: { x: 3.75, y: 9 } },
    { id: 'side-east', a: { x: 8.25, y: 7 }, b: { x: 8.25, y: 9 } },
  ],
  gate: { a: { x: 5.5, y: 6.25 }, b: { x: 6.5, y: 6.25 } },
  defenders: [
    { x: 3.4, y: 6 }, { x: 8.6, y: 6 }, { x: 6, y: 7.25 }, { x: 4.1, y: 6.5 },
    { x: 7.9, y: 6.5 }, { x: 5, y: 8 }, { x: 7, y: 8 }, { x: 6, y: 8.5 },
  ],
  startLine: 0.75,
  cannon: { x: 6, y: 2 },
  frontCannon: { x: 6, y: 4.25 },
};

export const KEEP: SgScenario = {
  id: 'keep',
  name: { en: 'The keep', ru: 'Главная башня' },
  description: {
    en: 'A bigger castle: two towers at the front, a gate, and a tall keep of two floors in the yard.',
    ru: 'Большой замок: две башни впереди, ворота и высокая двухэтажная башня во дворе.',
  },
  width: 12,
  height: 9,
  towers: [
    { id: 'west', x0: 2.5, y0: 5, x1: 4, y1: 6.5, floor: 1 },
    { id: 'east', x0: 8, y0: 5, x1: 9.5, y1: 6.5, floor: 1 },
    { id: 'keep', x0: 5, y0: 7, x1: 7, y1: 8.5, floor: 2 },
  ],
  walls: [
    { id: 'front-west', a: { x: 4, y: 5.75 }, b: { x: 5.5, y: 5.75 } },
    { id: 'front-east', a: { x: 6.5, y: 5.75 }, b: { x: 8, y: 5.75 } },
    { id: 'side-west', a: { x: 3.25, y: 6.5 }, b: { x: 3.25, y: 9 } },
    { id: 'side-east', a: { x: 8.75, y: 6.5 }, b: { x: 8.75, y: 9 } },
  ],
  gate: { a: { x: 5.5, y: 5.75 }, b: { x: 6.5, y: 5.75 } },
  defenders: [
    { x: 5.5, y: 7.5 }, { x: 3, y: 5.5 }, { x: 9, y: 5.5 }, { x: 6, y: 6.4 },
    { x: 6.5, y: 8 }, { x: 3.6, y: 6.1 }, { x: 8.4, y: 6.1 }, { x: 4.2, y: 7.5 },
  ],
  startLine: 0.75,
  cannon: { x: 6, y: 2 },
  frontCannon: { x: 6, y: 3.75 },
};

export const SIEGE_SCENARIOS: Readonly<Record<string, SgScenario>> = { gate: GATE, keep: KEEP };

export const siegeScenario = (id: string): SgScenario | null => own(SIEGE_SCENARIOS, id);
