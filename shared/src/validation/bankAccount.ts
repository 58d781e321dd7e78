/**
 * Bank account numbers: digits only, 8 to 30 of them. Corporate settlement accounts (the accounts of suppliers,
 * customers and carriers) differ in length from bank to bank and carry no Luhn check digit, so no Luhn check is
 * made: it would refuse genuine company accounts. Personal card numbers (16 to 19 digits) pass the same rule.
 */
export const BANK_ACCOUNT = /^\d{8,30}$/;

/** Account numbers are printed in groups of four; the spaces go. */
export const normalizeBankAccount = (value: string) => value.replace(/\s+/g, '');
