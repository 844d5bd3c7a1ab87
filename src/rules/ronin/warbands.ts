// Ready-made warbands, one per faction (RO-GAP-5's profiles, weapons and armour).
import type { Armour, Missile, Rank, RoFighter, Side, Weapon } from './types';

export interface WarbandEntry {
  id: string;
  name: string;
  type: Rank;
  weapon: Weapon;
  missile: Missile | null;
  armour: Armour;
  relentless?: boolean;
}

export type FactionId = 'samurai' | 'ronin' | 'ikko' | 'sohei' | 'bandits';

export const WARBANDS: Readonly<Record<FactionId, readonly WarbandEntry[]>> = {
  samurai: [
    { id: 'hatamoto', name: 'Takeda Nobushige', type: 'hatamoto', weapon: 'katana', missile: null, armour: 'heavy' },
    { id: 'samurai-1', name: 'Kenji', type: 'samurai', weapon: 'katana', missile: 'yumi', armour: 'medium' },
    { id: 'ashigaru-1', name: 'Goro', type: 'ashigaru', weapon: 'yari', missile: null, armour: 'light' },
    { id: 'ashigaru-2', name: 'Heita', type: 'ashigaru', weapon: 'wakizashi', missile: 'teppo', armour: 'light' },
  ],
  ronin: [
    { id: 'senior', name: 'Mugen', type: 'seniorRonin', weapon: 'nodachi', missile: null, armour: 'light', relentless: true },
    { id: 'ronin-1', name: 'Jubei', type: 'ronin', weapon: 'katana', missile: null, armour: 'none' },
    { id: 'ronin-2', name: 'Sanjuro', type: 'ronin', weapon: 'katana', missile: 'shuriken', armour: 'none' },
    { id: 'ronin-3', name: 'Kyuzo', type: 'ronin', weapon: 'yari', missile: 'yumi', armour: 'light' },
  ],
  ikko: [
    { id: 'gashira', name: 'Rennyo', type: 'gashira', weapon: 'naginata', missile: null, armour: 'light' },
    { id: 'ashigaru-1', name: 'Taro', type: 'ashigaru', weapon: 'yari', missile: 'teppo', armour: 'none' },
    { id: 'peasant-1', name: 'Jiro', type: 'peasant', weapon: 'yari', missile: null, armour: 'none' },
    { id: 'peasant-2', name: 'Saburo', type: 'peasant', weapon: 'yari', missile: null, armour: 'none' },
    { id: 'peasant-3', name: 'Shiro', type: 'peasant', weapon: 'tanto', missile: 'yumi', armour: 'none' },
    { id: 'peasant-4', name: 'Goemon', type: 'peasant', weapon: 'tetsubo', missile: null, armour: 'none' },
  ],
  sohei: [
    { id: 'sohei-1', name: 'Benkei', type: 'sohei', weapon: 'naginata', missile: null, armour: 'medium' },
    { id: 'sohei-2', name: 'Kakuban', type: 'sohei', weapon: 'naginata', missile: null, armour: 'light' },
    { id: 'sohei-3', name: 'Eison', type: 'sohei', weapon: 'tetsubo', missile: null, armour: 'light' },
    { id: 'ashigaru-1', name: 'Dosan', type: 'ashigaru', weapon: 'katana', missile: 'yumi', armour: 'none' },
  ],
  bandits: [
    { id: 'gashira', name: 'Kumasaka', type: 'gashira', weapon: 'tetsubo', missile: null, armour: 'light' },
    { id: 'bandit-1', name: 'Hachi', type: 'ashigaru', weapon: 'katana', missile: null, armour: 'none' },
    { id: 'bandit-2', name: 'Kuro', type: 'ashigaru', weapon: 'wakizashi', missile: 'yumi', armour: 'none' },
    { id: 'bandit-3', name: 'Tora', type: 'ashigaru', weapon: 'yari', missile: null, armour: 'light' },
    { id: 'bandit-4', name: 'Nezumi', type: 'peasant', weapon: 'tanto', missile: 'shuriken', armour: 'none' },
  ],
};

/** A warband entry as a fighter of a side, standing at (x, y), unhurt and ready. */
export function fighterFrom(e: WarbandEntry, side: Side, x: number, y: number): RoFighter {
  return {
    id: `${side}:${e.id}`, name: e.name, side, type: e.type, weapon: e.weapon, missile: e.missile, armour: e.armour,
    relentless: e.relentless ?? false, x, y,
    wound: 0, disarmed: false, grappled: null, done: false, moved: false, ran: false, shot: false, unloaded: false, fights: 0, engaged: false,
  };
}
