// The Firepower tape measure and soldier card, in English and Russian.
import { wordTable } from '../../i18n/words';

const EN = {
  short: '{n|# hex|# hexes} · {sight}',
  range: 'Range: {n|# hex|# hexes}',
  from: 'Line of sight from {name} ({posture}): {state}',
  fromNobody: 'Line of sight from a standing soldier of {side}: {state}',
  hit: '{weapon} at this range: hits on {auto} (automatic), {semi} (semi-automatic)',
  outOfRange: '{weapon}: out of range',
  'card.weapon': '{weapon}{grenades}',
  'card.grenades': ' and grenades',
  'card.state': '{posture}{markers}',
  'card.range': '{n|# hex|# hexes} from {name}',
  none: '—',
};

const RU: Record<keyof typeof EN, string> = {
  short: '{n|# гекс|# гекса|# гексов} · {sight}',
  range: 'Дистанция: {n|# гекс|# гекса|# гексов}',
  from: 'Линия огня от {name:gen} ({posture}): {state}',
  fromNobody: 'Линия огня от стоящего солдата стороны {side}: {state}',
  hit: '{weapon} на этой дистанции: попадание на {auto} (очередью), {semi} (одиночными)',
  outOfRange: '{weapon}: вне дальности',
  'card.weapon': '{weapon}{grenades}',
  'card.grenades': ' и гранаты',
  'card.state': '{posture}{markers}',
  'card.range': '{n|# гекс|# гекса|# гексов} от {name:gen}',
  none: '—',
};

export const fpt = wordTable<keyof typeof EN>(EN, RU);
