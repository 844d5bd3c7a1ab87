// Kept for the features that import it here: the word tables are in ./words.
export { wordTable, type Lang, type Words } from './words';
