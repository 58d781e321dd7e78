import type { AccountBalance } from '@meiyun/shared';
import { getAction } from '../../../lib/http';

/** `GET /coal/moneyFlow/balances`: each company account's opening balance, Σ in, Σ out and balance now. */
export const accountBalances = () => getAction<AccountBalance[]>('/coal/moneyFlow/balances');
