import type { Db } from '../../../core/db/client';

export interface ContractEnd {
  contractId: string;
  contractNo: string;
  tenantId: number | null;
  /** 已完成 or 已终止. */
  status: 'completed' | 'terminated';
  remark: string | null;
  by: { username: string; realname?: string | null };
}

/** What a later feature does when a contract ends, in the transaction that ends it (close its plans). */
export type ContractEndHook = (tx: Db, end: ContractEnd) => Promise<void>;

const HOOKS: { name: string; hook: ContractEndHook }[] = [];

/**
 * Features holding open work against a contract (dispatch plans and their pickup orders) register here as they land:
 * when the contract is completed or terminated, that work ends with it, in the same transaction — no truck is
 * loaded against a contract that no longer runs.
 */
export function onContractEnd(name: string, hook: ContractEndHook): void {
  if (!HOOKS.some((h) => h.name === name)) HOOKS.push({ name, hook });
}

export async function runContractEndHooks(tx: Db, end: ContractEnd): Promise<void> {
  for (const h of HOOKS) await h.hook(tx, end);
}
