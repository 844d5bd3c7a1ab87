// Kept for the screens that import it here: Old West's refusal words are in ./refusals.
export { explain, explainError, owRefusals } from './refusals';
