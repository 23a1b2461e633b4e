// Prices as French visitors read them ("24,50 €"): one formatter, built once.
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const formatPrice = (euros: number): string => EUROS.format(euros);
