export { SEARCH_MAX_LENGTH, SearchForm } from './ui.tsx';
