// The big picture-and-word banner over the board after the magic die or a cannon shot: what the
// magic did (wings, a sword, a broken cannon, lightning) or what the ball hit, as SVG pictures
// with their names. Read from the log; it waits while the ball is still flying.
import { useState } from 'react';
import type { Lang } from '../../i18n';
import type { Contact, MagicResult, SgEvent } from '../../rules/siege/events';
import { useShownLog } from '../replay/useShownMatch';
import { narrate } from './narration';
import { Icon, type IconName } from './icons';
import { unitName } from './names';
import { useSgUi } from './sgUi';
import { sg } from './strings';

const PICTURE: Record<MagicResult, IconName> = { fizzle: 'puff', double: 'wings', bonus: 'sword', silence: 'brokenCannon', wound: 'lightning', destroy: 'lightning' };
const SHOT: Record<Contact, IconName> = { warrior: 'boom', table: 'bounce', castle: 'wall', off: 'miss' };

export function Banner({ lang }: { lang: Lang }) {
  const log = useShownLog();
  const [closed, setClosed] = useState(-1);
  const flying = useSgUi((u) => u.flight !== null);
  let at = -1;
  for (let i = log.length - 1; i >= 0 && at < 0; i--) {
    const t = log[i]!.event.type;
    if (t === 'magic' || t === 'shot') at = i;
    if (t === 'turnStart' || t === 'moved') break;
  }
  if (at < 0 || at === closed || flying) return null;
  const e = log[at]!.event as SgEvent;
  let picture: { icon: IconName; name: string } | null = null;
  let word = '';
  if (e.type === 'magic') {
    picture = { icon: PICTURE[e.params.result], name: sg(lang, `pic.${e.params.result}`) };
    word = sg(lang, `magic.${e.params.result}`, { target: unitName(lang, e.params.target) });
  } else if (e.type === 'shot') {
    picture = { icon: SHOT[e.params.contact], name: sg(lang, `pic.${e.params.contact}`) };
    word = sg(lang, `shot.${e.params.contact}`, { target: unitName(lang, e.params.target) });
  }
  const after = log.slice(at + 1).filter((x) => x.event.type === 'fall' || x.event.type === 'wounded' || x.event.type === 'destroyed' || x.event.type === 'lightWound');
  return (
    <div className="sg-banner" role="status" aria-label={sg(lang, 'banner.label')} data-kind={e.type}>
      {picture && <span className="sg-banner-picture"><Icon name={picture.icon} label={picture.name} size={88} /></span>}
      <p className="sg-banner-word">{word}</p>
      {after.map((x, i) => <p key={i} className="sg-banner-more">{narrate(x.event, lang)}</p>)}
      <button type="button" className="btn btn-primary" onClick={() => setClosed(at)}>{sg(lang, 'banner.ok')}</button>
    </div>
  );
}
