import { readInput, requestLabel, type JobHandlerInfo } from '@meiyun/shared';
import { BizError } from '../http/envelope';
import type { JobHandler } from './types';

export class JobRegistry {
  private readonly byKey = new Map<string, JobHandler>();

  constructor(handlers: JobHandler<any>[]) {
    for (const h of handlers) {
      if (this.byKey.has(h.key)) throw new Error(`Job handler ${h.key} registered twice`);
      this.byKey.set(h.key, h as JobHandler);
    }
  }

  get(key: string): JobHandler | undefined {
    return this.byKey.get(key);
  }

  list(): JobHandlerInfo[] {
    return [...this.byKey.values()].map((h) => ({ key: h.key, name: h.name, description: h.description, paramExample: h.paramExample ?? null }));
  }

  /** The handler's parameter from its stored JSON text; a BizError with a Chinese reason when it does not fit. */
  parseParam(key: string, text: string | null | undefined): unknown {
    const h = this.byKey.get(key);
    if (!h) throw new BizError('任务处理器不存在，请从列表中选择');
    const raw = text?.trim() ? text.trim() : undefined;
    let value: unknown = undefined;
    if (raw !== undefined) {
      try {
        value = JSON.parse(raw);
      } catch {
        throw new BizError('参数须为JSON格式，例如 {"days": 30}');
      }
    }
    if (!h.param) {
      if (value !== undefined && !(typeof value === 'object' && value !== null && Object.keys(value).length === 0)) {
        throw new BizError(`任务“${h.name}”不需要参数`);
      }
      return undefined;
    }
    const r = readInput(h.param, value ?? {}, requestLabel);
    if (!r.ok) throw new BizError(`参数不正确：${r.message}`);
    return r.value;
  }
}
