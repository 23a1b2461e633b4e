// The closed list of meal icons a wine's food pairings are chosen from. The ids are stored with the
// wine, so they never change; the labels go through the API's catalogs (shared/lib/messages.ts),
// whose check wants the French text to differ from the English one: hence "Desserts" in English.
// Each path is drawn in a 24×24 box and only filled: outer shapes run clockwise and holes (an eye,
// the holes of a cheese) counter-clockwise, so the icon looks the same under the nonzero rule (the
// default of SVG and of pdfkit's fill()) and the even-odd rule; meal-icons.test.ts checks it.
import { msg } from '../lib/messages.ts';

export const MEAL_ICONS = [
  {
    id: 'viande-rouge',
    label: msg({ id: 'api.mealIcon.viandeRouge', message: 'Red meat' }),
    // a steak with its round bone
    path: 'M3.5 10C3.5 5.5 8 3 12.5 3.5C17.5 4 21 7.5 20.5 12.5C20 17.5 15.5 21 10.5 20.5C7.5 20.2 6.5 17.5 5.5 16C4.3 14.3 3.5 13 3.5 10ZM11.4 11A2.6 2.6 0 1 0 16.6 11A2.6 2.6 0 1 0 11.4 11ZM6.2 9.6L7.1 9.8C7.3 8.2 8.5 6.9 10.4 6.5L10.3 5.6C8 6 6.4 7.6 6.2 9.6Z',
  },
  {
    id: 'viande-blanche',
    label: msg({ id: 'api.mealIcon.viandeBlanche', message: 'White meat' }),
    // a pig
    path: 'M4 10.5C6 7.4 10 6.8 15.2 7.3L17.3 4.5L18.2 8C19.6 8.6 20.4 9.6 20.7 10.2L22 10.3V13.3L20.4 13.6C19.8 15.2 19 16.4 18 17V20.4H15.8V17.9C13.6 18.4 11 18.5 8.6 18.1V20.4H6.4V17.3C4.2 16.2 3.2 14 3.4 12C3.5 11.3 3.7 10.9 4 10.5ZM3.1 10C1.4 9.8 1.2 7.7 2.8 7.6L3 8.3C2.2 8.4 2.2 9.3 3.3 9.4ZM17.7 10.6A0.6 0.6 0 1 0 18.9 10.6A0.6 0.6 0 1 0 17.7 10.6ZM20.8 11.8A0.4 0.4 0 1 0 21.6 11.8A0.4 0.4 0 1 0 20.8 11.8Z',
  },
  {
    id: 'volaille',
    label: msg({ id: 'api.mealIcon.volaille', message: 'Poultry' }),
    // a drumstick
    path: 'M4.17 4.17C6.77 1.57 10.48 2.41 13.08 5.01C15.68 7.62 15.55 11.65 15.62 14.19L18.48 17.05A1.75 1.75 0 1 1 19.49 19.49A1.75 1.75 0 1 1 17.05 18.48L14.19 15.62C11.65 15.55 7.62 15.68 5.01 13.08C2.41 10.48 1.57 6.77 4.17 4.17Z',
  },
  {
    id: 'gibier',
    label: msg({ id: 'api.mealIcon.gibier', message: 'Game' }),
    // a stag's head
    path: 'M12 21.5C10.6 21.5 9.8 20.4 9.6 19L8.6 12.5C8.4 10.6 9.9 9.2 12 9.2C14.1 9.2 15.6 10.6 15.4 12.5L14.4 19C14.2 20.4 13.4 21.5 12 21.5ZM9.9 13.4A0.7 0.7 0 1 0 11.3 13.4A0.7 0.7 0 1 0 9.9 13.4ZM12.7 13.4A0.7 0.7 0 1 0 14.1 13.4A0.7 0.7 0 1 0 12.7 13.4ZM8.2 12.2C6.4 12.3 4.8 11.2 4.2 9.7C6 9.3 7.5 9.8 8.3 10.9ZM15.8 12.2L15.7 10.9C16.5 9.8 18 9.3 19.8 9.7C19.2 11.2 17.6 12.3 15.8 12.2ZM9.9 8.8L9 6.9L5.2 6.3L8.4 5.6L7 3.6L5.6 1.2L8.2 3.3L9.3 1L8.9 3.9L10.2 6.4L11.2 8.4ZM14.1 8.8L12.8 8.4L13.8 6.4L15.1 3.9L14.7 1L15.8 3.3L18.4 1.2L17 3.6L15.6 5.6L18.8 6.3L15 6.9L14.1 8.8Z',
  },
  {
    id: 'poisson',
    label: msg({ id: 'api.mealIcon.poisson', message: 'Fish' }),
    path: 'M2 12C5 6.5 12 5 17 10.5L21.5 7C21 9.5 21 14.5 21.5 17L17 13.5C12 19 5 17.5 2 12ZM5.8 11A1.2 1.2 0 1 0 8.2 11A1.2 1.2 0 1 0 5.8 11ZM10.2 8.6L9.4 9C10.4 10.8 10.4 13.2 9.4 15L10.2 15.4C11.4 13.4 11.4 10.6 10.2 8.6Z',
  },
  {
    id: 'fruits-de-mer',
    label: msg({ id: 'api.mealIcon.fruitsDeMer', message: 'Seafood' }),
    // a scallop shell
    path: 'M12 18.6L3.2 11.2C2.8 6.5 7 3 12 3C17 3 21.2 6.5 20.8 11.2ZM9 19.2H15L14 21.2H10ZM9.71 14.78L5.6 7.43L4.68 8.03ZM11.2 14.18L10.14 5.83L9.06 6.04ZM12.8 14.18L14.94 6.04L13.86 5.83ZM14.29 14.78L19.32 8.03L18.4 7.43Z',
  },
  {
    id: 'charcuterie',
    label: msg({ id: 'api.mealIcon.charcuterie', message: 'Cold cuts' }),
    // a dry sausage and a slice of it
    path: 'M2.28 15.19L10.77 6.71A3.2 3.2 0 0 1 15.29 11.23L6.81 19.72A3.2 3.2 0 0 1 2.28 15.19ZM15.22 5.93L16.07 3.67L18.33 5.93L16.07 6.78ZM4.97 15.9A0.6 0.6 0 1 0 5.82 15.05A0.6 0.6 0 1 0 4.97 15.9ZM8.86 14.84A0.6 0.6 0 1 0 9.71 13.99A0.6 0.6 0 1 0 8.86 14.84ZM9.92 10.67A0.6 0.6 0 1 0 10.77 9.82A0.6 0.6 0 1 0 9.92 10.67ZM14 17.6A3.6 3.6 0 1 1 21.2 17.6A3.6 3.6 0 1 1 14 17.6ZM15.85 16.8A0.55 0.55 0 1 0 16.95 16.8A0.55 0.55 0 1 0 15.85 16.8ZM18.05 16.6A0.55 0.55 0 1 0 19.15 16.6A0.55 0.55 0 1 0 18.05 16.6ZM16.95 19A0.55 0.55 0 1 0 18.05 19A0.55 0.55 0 1 0 16.95 19Z',
  },
  {
    id: 'fromage',
    label: msg({ id: 'api.mealIcon.fromage', message: 'Cheese' }),
    path: 'M2.5 12L14.5 4.5L21.5 8.6ZM2.5 13.2L21.5 9.8V19.5H2.5ZM5.5 16.2A1.5 1.5 0 1 0 8.5 16.2A1.5 1.5 0 1 0 5.5 16.2ZM11.9 14.6A1.1 1.1 0 1 0 14.1 14.6A1.1 1.1 0 1 0 11.9 14.6ZM16.2 16.6A1.4 1.4 0 1 0 19 16.6A1.4 1.4 0 1 0 16.2 16.6Z',
  },
  {
    id: 'legumes',
    label: msg({ id: 'api.mealIcon.legumes', message: 'Vegetables' }),
    // a carrot
    path: 'M3.67 20.33L10.05 9.06A3.46 3.46 0 0 1 14.94 13.95ZM6.56 15.75L7.27 16.46L7.68 16.05L6.96 15.34ZM10.53 14.69L11.51 15.68L11.92 15.27L10.94 14.29ZM10.02 10.11L10.94 11.03L11.34 10.62L10.43 9.7ZM14.19 7.63C12.69 6.37 12.67 3.94 13.91 2.27C15.32 3.81 15.56 6.22 14.19 7.63ZM15.76 8.24C15.76 6.21 17.67 4.46 19.83 4.17C19.54 6.33 17.79 8.24 15.76 8.24ZM16.37 9.81C17.78 8.44 20.19 8.68 21.73 10.09C20.06 11.33 17.63 11.31 16.37 9.81Z',
  },
  {
    id: 'cuisine-epicee',
    label: msg({ id: 'api.mealIcon.cuisineEpicee', message: 'Spicy food' }),
    // a chilli pepper
    path: 'M15.5 7C18.5 8.5 19 12 16.5 15C13.5 18.5 8 21 3 20.5C2.5 20.4 2.6 19.9 3 19.7C7.5 18 10.5 14.5 11.5 10.5C12.2 7.8 13.5 6.3 15.5 7ZM12.6 6.1C13.4 4.9 14.6 4.4 15.4 4.5C15.5 3.1 16.5 1.8 18.3 1.3L18.7 2.3C17.4 2.8 16.6 3.7 16.5 4.7C17.3 5 18 5.7 18.3 6.9C17.2 6.3 16 6 14.9 6C14 6 13.2 6 12.6 6.1Z',
  },
  {
    id: 'dessert',
    label: msg({ id: 'api.mealIcon.dessert', message: 'Desserts' }),
    // a cupcake
    path: 'M5.5 13H18.5L16.8 21.5H7.2ZM9.4 14.2L9.9 20.4H10.6L10.4 14.2ZM13.6 14.2L13.4 20.4H14.1L14.6 14.2ZM4.6 12.2C3.6 10.2 4.8 8.3 7.2 8.2C7.8 6 10 4.9 12 5.2C14 4.9 16.2 6 16.8 8.2C19.2 8.3 20.4 10.2 19.4 12.2ZM10.4 2.9A1.6 1.6 0 1 1 13.6 2.9A1.6 1.6 0 1 1 10.4 2.9Z',
  },
  {
    id: 'aperitif',
    label: msg({ id: 'api.mealIcon.aperitif', message: 'Aperitif' }),
    // a cocktail glass with an olive
    path: 'M3 3.5H21L12.9 11.6V19L16.5 20.2V21H7.5V20.2L11.1 19V11.6ZM5 5L5.6 5.6H18.4L19 5ZM9.2 7.6A1.1 1.1 0 1 0 11.4 7.6A1.1 1.1 0 1 0 9.2 7.6Z',
  },
] as const;

export type MealIcon = (typeof MEAL_ICONS)[number];
export type MealIconId = MealIcon['id'];

export const MEAL_ICON_IDS: readonly MealIconId[] = MEAL_ICONS.map((icon) => icon.id);

export const isMealIconId = (value: string): value is MealIconId =>
  (MEAL_ICON_IDS as readonly string[]).includes(value);
