// One fighter in the posse builder: name, profile, weapon, mount, leader, remove.
import { useId } from 'react';
import { useT } from '../../../i18n';
import { PROFILES, WEAPONS } from '../../../rules/oldwest/profiles';
import {
  MAX_FIGHTER_NAME,
  MOUNTS,
  MOUNT_COST,
  PROFILE_COST,
  WEAPON_COST,
  fighterCost,
  isHero,
  type RosterFighter,
} from '../../../rules/oldwest/roster';
import type { Mount, WeaponId } from '../../../rules/oldwest/types';

export interface FighterRowProps {
  /** Position in the posse, from 0. */
  index: number;
  fighter: RosterFighter;
  /** The `name` shared by the posse's leader radios. */
  leaderGroup: string;
  onChange(patch: { name?: string; type?: string; weapon?: WeaponId; mount?: Mount | undefined }): void;
  onLeader(): void;
  onRemove(): void;
}

const PROFILE_IDS = Object.keys(PROFILES);
const WEAPON_IDS = Object.keys(WEAPONS) as WeaponId[];

export function FighterRow({ index, fighter, leaderGroup, onChange, onLeader, onRemove }: FighterRowProps) {
  const t = useT();
  const base = useId();
  const n = index + 1;
  const f = fighter;
  const headId = `${base}-head`;
  return (
    <li className="posse-fighter">
      <div role="group" aria-labelledby={headId}>
        <div className="posse-fighter-head">
          <span id={headId} className="posse-fighter-title">
            {t('posse.fighter', { n })}
          </span>
          <span className="badge">{t('posse.pts', { cost: fighterCost(f) })}</span>
          <label className="posse-leader">
            <input
              type="radio"
              name={leaderGroup}
              checked={!!f.leader}
              onChange={onLeader}
              aria-label={t('posse.leaderOf', { n })}
            />
            <span aria-hidden="true">{t('posse.leader')}</span>
          </label>
          <button type="button" className="btn posse-remove" aria-label={t('posse.removeOf', { n, name: f.name })} onClick={onRemove}>
            {t('posse.remove')}
          </button>
        </div>
        <div className="posse-fighter-fields">
          <label className="posse-field posse-field-name">
            <span className="posse-field-label" aria-hidden="true">
              {t('posse.name')}
            </span>
            <input
              className="input"
              type="text"
              value={f.name}
              maxLength={MAX_FIGHTER_NAME}
              spellCheck={false}
              autoComplete="off"
              aria-label={t('posse.nameOf', { n })}
              aria-invalid={f.name.trim() === '' ? true : undefined}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          </label>
          <label className="posse-field">
            <span className="posse-field-label" aria-hidden="true">
              {t('posse.profile')}
            </span>
            <select className="input" value={f.type} aria-label={t('posse.profileOf', { n })} onChange={(e) => onChange({ type: e.target.value })}>
              {PROFILE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(isHero(id) ? 'posse.heroWithCost' : 'posse.withCost', { name: PROFILES[id]!.name[t.lang], cost: PROFILE_COST[id] ?? 0 })}
                </option>
              ))}
            </select>
          </label>
          <label className="posse-field">
            <span className="posse-field-label" aria-hidden="true">
              {t('posse.weapon')}
            </span>
            <select
              className="input"
              value={f.weapon}
              aria-label={t('posse.weaponOf', { n })}
              onChange={(e) => onChange({ weapon: e.target.value as WeaponId })}
            >
              {WEAPON_IDS.map((id) => (
                <option key={id} value={id}>
                  {t('posse.extraCost', { name: WEAPONS[id].name[t.lang], cost: WEAPON_COST[id] })}
                </option>
              ))}
            </select>
          </label>
          <label className="posse-field">
            <span className="posse-field-label" aria-hidden="true">
              {t('posse.mount')}
            </span>
            <select
              className="input"
              value={f.mount ?? ''}
              aria-label={t('posse.mountOf', { n })}
              onChange={(e) => onChange({ mount: (e.target.value || undefined) as Mount | undefined })}
            >
              <option value="">{t('posse.mount.none')}</option>
              {MOUNTS.map((m) => (
                <option key={m} value={m}>
                  {t('posse.extraCost', { name: t(m === 'horse' ? 'posse.mount.horse' : 'posse.mount.mule'), cost: MOUNT_COST[m] })}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </li>
  );
}
