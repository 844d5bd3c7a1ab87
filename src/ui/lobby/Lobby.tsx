// The lobby: pick a system and scenario, name the two players, start (or continue) a match.
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useT, type Lang, type MessageKey } from '../../i18n';
import type { ComputerSeats } from '../../core/match';
import type { SystemId } from '../../core/ruleset';
import { defaultOptions, type SystemManifest } from '../../systems/manifest';
import type { SetupResult } from '../systemUi';
import type { MatchSetup } from '../matchSetup';
import { LanguageSwitch } from './LanguageSwitch';
import { SettingsMenu } from '../settings/SettingsMenu';
import { MAX_NAME_LENGTH, MAX_SEED, parseSeed, randomSeed, validateNames, type NameError } from './lobbyForm';
import { RuleOptions, type RuleOptionValues } from './RuleOptions';
import { ScenarioPicker } from './ScenarioPicker';
import { setupFor } from './setupPanels';
import { SystemPicker } from './SystemPicker';
import { TextField } from './TextField';
import { SeatPicker } from '../ai/SeatPicker';
import './Lobby.css';

export interface LobbyProps {
  systems: readonly SystemManifest[];
  lang: Lang;
  onLangChange(lang: Lang): void;
  onStart(setup: MatchSetup): void;
  /** The hot-seat hand-off checkbox (a saved preference). */
  handoff: boolean;
  onHandoffChange(on: boolean): void;
  /** True while a match is being prepared (the Start button waits). */
  starting?: boolean;
  continueInfo?: { label: string } | null;
  onContinue?(): void;
  /** Opens the saved-matches screen. */
  onSaves?(): void;
}

const NAME_ERROR_KEYS: Record<NameError, MessageKey> = {
  required: 'error.nameRequired',
  tooLong: 'error.nameTooLong',
  same: 'error.namesSame',
};

const NOTHING_TO_SET_UP: SetupResult = { ok: true };

/** Runs `effect` once, when it mounts: beside a lazy panel in one Suspense, once the panel has come. */
function OnMount({ effect }: { effect(): void }) {
  const first = useRef(effect);
  useEffect(() => first.current(), []);
  return null;
}

function firstPlayable(systems: readonly SystemManifest[]): SystemManifest | null {
  return systems.find((s) => s.playable && s.scenarios.length > 0) ?? null;
}

export function Lobby(props: LobbyProps) {
  const { systems, lang, onLangChange, onStart, handoff, onHandoffChange, starting, continueInfo, onContinue, onSaves } = props;
  const t = useT();
  const [systemId, setSystemId] = useState<SystemId | null>(() => firstPlayable(systems)?.id ?? null);
  const system = systems.find((s) => s.id === systemId) ?? null;
  const [scenarioId, setScenarioId] = useState<string | null>(() => firstPlayable(systems)?.scenarios[0]?.id ?? null);
  // null: the default name of the current language (so switching language renames them).
  const [typed, setTyped] = useState<[string | null, string | null]>([null, null]);
  const [seedText, setSeedText] = useState('');
  // Who plays each side: a person (null) or the computer at a level.
  const [seats, setSeats] = useState<ComputerSeats>([null, null]);
  const [showErrors, setShowErrors] = useState(false);
  const nameRefs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const seedRef = useRef<HTMLInputElement>(null);
  const advancedRef = useRef<HTMLDetailsElement>(null);
  const [setupResult, setSetup] = useState<SetupResult>(NOTHING_TO_SET_UP);
  const [ruleOptions, setRuleOptions] = useState<RuleOptionValues>({});
  // The systems whose setup panel a player has opened (a system with a `setupPrompt` shows that
  // until then, and the lobby fetches none of its code); and whether to go to the panel as it comes.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const goToSetup = useRef(false);

  const names: [string, string] = [typed[0] ?? t('lobby.defaultName1'), typed[1] ?? t('lobby.defaultName2')];
  const nameErrors = validateNames(names);
  const owners: [string, string] = [names[0].trim() || t('lobby.player1'), names[1].trim() || t('lobby.player2')];
  const seed = parseSeed(seedText);
  const scenarioValid = !!system?.playable && system.scenarios.some((s) => s.id === scenarioId);
  const Setup = system && scenarioValid && scenarioId ? setupFor(system) : null;
  const prompt = Setup && system?.setupPrompt && !opened.has(system.id) ? system.setupPrompt : null;
  const forces = system?.scenarios.find((s) => s.id === scenarioId)?.forces;
  const setup: SetupResult = !Setup
    ? NOTHING_TO_SET_UP
    : prompt
      ? { ok: true, ...(forces ? { summary: `${prompt.title[lang]}: ${forces[lang]}` } : {}) }
      : setupResult;

  const selectSystem = (id: SystemId) => {
    setSystemId(id);
    setRuleOptions({});
    setSetup(NOTHING_TO_SET_UP);
    const next = systems.find((s) => s.id === id);
    setScenarioId(next?.scenarios[0]?.id ?? null);
  };

  const setName = (i: 0 | 1, value: string) =>
    setTyped((prev) => (i === 0 ? [value, prev[1]] : [prev[0], value]));

  const nameError = (i: 0 | 1): string | null => {
    const e = nameErrors[i];
    return showErrors && e ? t(NAME_ERROR_KEYS[e], { max: MAX_NAME_LENGTH }) : null;
  };

  const showSetup = () => {
    const heading = document.querySelector<HTMLElement>('.lobby-setup h2');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  };

  /** Opens the system's setup panel in place of its stand-in, and goes to it once it has loaded. */
  const openSetup = () => {
    if (!system) return;
    goToSetup.current = true;
    setOpened((prev) => new Set(prev).add(system.id));
  };
  const arrived = () => {
    if (!goToSetup.current) return;
    goToSetup.current = false;
    showSetup();
  };
  // A pointer on the button: fetch the panel already (the same import the click then waits on).
  const prefetchSetup = () => void system?.loadSetup?.().catch(() => undefined);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (starting) return;
    if (nameErrors[0] || nameErrors[1] || !seed.ok) {
      setShowErrors(true);
      if (nameErrors[0]) nameRefs[0].current?.focus();
      else if (nameErrors[1]) nameRefs[1].current?.focus();
      else {
        if (advancedRef.current) advancedRef.current.open = true;
        seedRef.current?.focus();
      }
      return;
    }
    if (!system || !scenarioId || !scenarioValid || !setup.ok) return;
    onStart({
      system: system.id,
      scenarioId,
      players: [names[0].trim(), names[1].trim()],
      seed: seed.seed ?? randomSeed(),
      handoff,
      options: { ...defaultOptions(system), ...ruleOptions, ...setup.options },
      ...(seats[0] || seats[1] ? { computer: seats } : {}),
    });
  };

  return (
    <div className="lobby" data-system={systemId ?? undefined}>
      <header className="lobby-header">
        <div className="brand">
          <h1 className="brand-title">{t('app.title')}</h1>
          <p className="brand-tagline">{t('app.tagline')}</p>
        </div>
        <div className="lobby-header-tools">
          {onSaves && (
            <button type="button" className="btn" onClick={onSaves}>
              {t('lobby.savedMatches')}
            </button>
          )}
          <LanguageSwitch lang={lang} onChange={onLangChange} />
          <SettingsMenu />
        </div>
      </header>

      <main className="lobby-main">
        {continueInfo && onContinue && (
          <section className="continue-banner" aria-labelledby="continue-heading">
            <div>
              <h2 id="continue-heading" className="section-title">
                {t('lobby.continueHeading')}
              </h2>
              <p className="continue-label">{continueInfo.label}</p>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-large"
              aria-label={t('lobby.continueName', { label: continueInfo.label })}
              onClick={onContinue}
            >
              {t('lobby.continue')}
            </button>
          </section>
        )}

        <form className="lobby-form" onSubmit={submit} noValidate>
          <div className="lobby-col">
            <div className="panel">
              <SystemPicker systems={systems} selected={systemId} onSelect={selectSystem} />
            </div>
            {Setup && scenarioId && prompt && (
              <section className="lobby-setup panel setup-prompt" aria-labelledby="setup-prompt-title">
                <h2 id="setup-prompt-title" className="section-title">
                  {prompt.title[lang]}
                </h2>
                {forces && <p className="setup-prompt-forces">{forces[lang]}</p>}
                <p className="field-hint">{prompt.hint[lang]}</p>
                <button type="button" className="btn setup-prompt-open" onClick={openSetup} onPointerEnter={prefetchSetup} onPointerDown={prefetchSetup}>
                  {prompt.open[lang]}
                </button>
              </section>
            )}
            {Setup && scenarioId && !prompt && (
              <div className="lobby-setup">
                <Suspense fallback={<p className="panel muted" role="status">{t('lobby.loadingSetup')}</p>}>
                  <Setup key={system!.id} scenarioId={scenarioId} players={owners} lang={lang} onChange={setSetup} />
                  <OnMount effect={arrived} />
                </Suspense>
              </div>
            )}
          </div>

          <div className="lobby-col panel">
            <ScenarioPicker scenarios={system?.scenarios ?? []} selected={scenarioId} onSelect={setScenarioId} />

            <fieldset className="picker">
              <legend className="section-title">{t('lobby.playersHeading')}</legend>
              <div className="name-fields">
                {([0, 1] as const).map((i) => (
                  <div key={i} className="player-seat">
                    <TextField
                      label={t(i === 0 ? 'lobby.player1' : 'lobby.player2')}
                      value={names[i]}
                      onChange={(v) => setName(i, v)}
                      error={nameError(i)}
                      inputRef={nameRefs[i]}
                      autoComplete="off"
                      name={`player${i + 1}`}
                    />
                    <SeatPicker lang={lang} player={owners[i]} value={seats[i]} onChange={(v) => setSeats((prev) => (i === 0 ? [v, prev[1]] : [prev[0], v]))} />
                  </div>
                ))}
              </div>
            </fieldset>

            <label className="check">
              <input type="checkbox" checked={handoff} onChange={(e) => onHandoffChange(e.target.checked)} />
              <span>
                <span className="check-label">{t('lobby.handoff')}</span>
                <span className="field-hint">{t('lobby.handoffHint')}</span>
              </span>
            </label>

            <RuleOptions options={system?.ruleOptions ?? []} lang={lang} value={ruleOptions} onChange={setRuleOptions} />

            <details className="advanced" ref={advancedRef}>
              <summary>{t('lobby.advanced')}</summary>
              <TextField
                label={t('lobby.seed')}
                value={seedText}
                onChange={setSeedText}
                hint={t('lobby.seedHint')}
                error={showErrors && !seed.ok ? t('error.seedInvalid', { max: MAX_SEED }) : null}
                inputRef={seedRef}
                inputMode="numeric"
                autoComplete="off"
                name="seed"
              />
            </details>

            {setup.summary && (
              <p className="setup-line">
                <span>{setup.summary}</span>
                {setup.change && (
                  <button type="button" className="btn" onClick={showSetup}>
                    {setup.change}
                  </button>
                )}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-large btn-start"
              disabled={!scenarioValid || starting || !setup.ok}
              aria-describedby={setup.ok ? undefined : 'setup-fix-first'}
            >
              {starting ? t('lobby.starting') : t('lobby.start')}
            </button>
            {!setup.ok && (
              <p id="setup-fix-first" className="field-error">
                {setup.problem}
              </p>
            )}
          </div>
        </form>
      </main>
    </div>
  );
}
