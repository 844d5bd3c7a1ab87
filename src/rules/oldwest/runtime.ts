// Everything the app needs to run an Old West match: the rules, the scenarios, the action schema.
import { oldwest } from './index';
import { SCENARIOS } from './scenarios';
import { owActionSchema } from './schema';

export const oldwestRuntime = {
  rules: oldwest,
  scenario: (id: string) => SCENARIOS[id] ?? null,
  actionSchema: owActionSchema,
};
