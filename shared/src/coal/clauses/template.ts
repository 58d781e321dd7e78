import type { ContractClause } from './types';

/**
 * The sample rows of coal-domain.md "Contracts" for a 5000 kcal/kg contract, offered in the contract form: +2 元/t per
 * 100 kcal above 5000 up to 5500; −3 元/t per 100 kcal from 5000 down to 4800; −9 元/t per 100 kcal below 4800
 * (down to 4000); total moisture above 15 %: −1 元/t per 1 %. Our additions, said in the note: below 4000 kcal/kg
 * the batch is rejected (where the third band ends), and moisture counts up to 30 %.
 */
export const CLAUSE_TEMPLATE_5000: readonly ContractClause[] = [
  { indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'full', capPerT: null, mode: 'price' },
  { indicator: 'qnetArKcal', direction: 'below', from: '4800', to: '5000', step: '100', amountPerStep: '-3', stepping: 'full', capPerT: null, mode: 'price' },
  { indicator: 'qnetArKcal', direction: 'below', from: '4000', to: '4800', step: '100', amountPerStep: '-9', stepping: 'full', capPerT: null, mode: 'price' },
  { indicator: 'qnetArKcal', direction: 'below', from: '0', to: '3999', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' },
  { indicator: 'mt', direction: 'above', from: '15', to: '30', step: '1', amountPerStep: '-1', stepping: 'full', capPerT: null, mode: 'price' },
];
