import { Checkbox, InputNumber, Radio, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  CRON_BOUNDS,
  WEEKDAY_LABELS,
  type BasicUnit,
  type CronModel,
  type DayUnit,
  type WeekUnit,
} from '@meiyun/shared';

type BasicName = 'second' | 'minute' | 'hour' | 'month' | 'year';

export type EditUnit = <K extends keyof CronModel>(unit: K, patch: Partial<CronModel[K]>) => void;

const UNIT_TEXT: Record<BasicName, { every: string; unit: string }> = {
  second: { every: '每秒', unit: '秒' },
  minute: { every: '每分', unit: '分' },
  hour: { every: '每时', unit: '时' },
  month: { every: '每月', unit: '月' },
  year: { every: '每年（不限年份）', unit: '年' },
};

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** A radio row: the label text and the inputs that belong to it on one wrapping line. */
function Row({ value, children }: { value: string; children: ReactNode }) {
  return (
    <div className="cron-row">
      <Radio value={value}>{children}</Radio>
    </div>
  );
}

interface NumberProps {
  value: number;
  bound: { min: number; max: number };
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
}

/** An integer input bound to §5's limits; an emptied box keeps the last value. */
function Num({ value, bound, onChange, disabled, label }: NumberProps) {
  return (
    <InputNumber
      size="small"
      className="cron-num"
      aria-label={label}
      min={bound.min}
      max={bound.max}
      precision={0}
      value={value}
      disabled={disabled}
      onChange={(v) => {
        if (typeof v === 'number' && Number.isFinite(v)) onChange(v);
      }}
    />
  );
}

function WeekdaySelect({ value, onChange, disabled, label }: { value: number; onChange: (v: number) => void; disabled?: boolean; label: string }) {
  return (
    <Select
      size="small"
      className="cron-weekday"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={onChange}
      options={WEEKDAY_LABELS.map((text, i) => ({ value: i + 1, label: text }))}
      popupMatchSelectWidth={false}
    />
  );
}

function Grid({
  values,
  options,
  onChange,
  disabled,
  scroll,
}: {
  values: number[];
  options: Array<{ value: number; label: string }>;
  onChange: (values: number[]) => void;
  disabled?: boolean;
  scroll?: boolean;
}) {
  return (
    <Checkbox.Group
      className={scroll ? 'cron-grid cron-grid-scroll' : 'cron-grid'}
      value={values}
      disabled={disabled}
      onChange={(checked) => onChange((checked as number[]).slice().sort((a, b) => a - b))}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** second, minute, hour, month, year: every / loop / range / specify (month: every, range, loop, specify). */
export function BasicUnitEditor({ name, state, edit }: { name: BasicName; state: BasicUnit; edit: EditUnit }) {
  const b = CRON_BOUNDS[name];
  const t = UNIT_TEXT[name];
  const set = (patch: Partial<BasicUnit>) => edit(name, patch);
  const active = (mode: BasicUnit['mode']) => state.mode === mode;
  const loop = (
    <Row value="loop" key="loop">
      周期 从
      <Num label={`${t.unit}开始`} value={state.start} bound={b.start} disabled={!active('loop')} onChange={(start) => set({ start })} />
      {t.unit}开始，每
      <Num label={`${t.unit}间隔`} value={state.step} bound={b.step} disabled={!active('loop')} onChange={(step) => set({ step })} />
      {t.unit}执行一次
    </Row>
  );
  const rangeRow = (
    <Row value="range" key="range">
      区间 从
      <Num label={`${t.unit}起`} value={state.from} bound={b.from} disabled={!active('range')} onChange={(from) => set({ from })} />
      -
      <Num label={`${t.unit}止`} value={state.to} bound={b.to} disabled={!active('range')} onChange={(to) => set({ to })} />
      {t.unit}
    </Row>
  );
  const options = range(b.value.min, b.value.max).map((v) => ({ value: v, label: name === 'year' || name === 'month' ? String(v) : pad(v) }));
  return (
    <Radio.Group className="cron-modes" value={state.mode} onChange={(e) => set({ mode: e.target.value })}>
      <Row value="every">{t.every}</Row>
      {name === 'month' ? [rangeRow, loop] : [loop, rangeRow]}
      <Row value="specify">指定{t.unit}（可多选）</Row>
      {active('specify') && (
        <Grid values={state.values} options={options} scroll={name === 'year'} onChange={(values) => set({ values })} />
      )}
    </Radio.Group>
  );
}

/**
 * The day tab: every day-of-month mode, and the weekday modes the spec puts here too (they edit the week field
 * and leave the day '?').
 */
export function DayEditor({ day, week, edit }: { day: DayUnit; week: WeekUnit; edit: EditUnit }) {
  const b = CRON_BOUNDS.day;
  const wb = CRON_BOUNDS.week;
  const weekModes = ['loop', 'specify', 'last', 'nth', 'range'];
  const value = day.mode === 'unset' && weekModes.includes(week.mode) ? `week:${week.mode}` : `day:${day.mode}`;
  const on = (key: string) => value === key;
  const setDay = (patch: Partial<DayUnit>) => edit('day', patch);
  const setWeek = (patch: Partial<WeekUnit>) => edit('week', patch);
  return (
    <Radio.Group
      className="cron-modes"
      value={value}
      onChange={(e) => {
        const [field, mode] = String(e.target.value).split(':');
        if (field === 'day') setDay({ mode: mode as DayUnit['mode'] });
        else setWeek({ mode: mode as WeekUnit['mode'] });
      }}
    >
      <Row value="day:unset">不指定（由“周”决定）</Row>
      <Row value="day:every">每日</Row>
      <Row value="day:loop">
        周期 从
        <Num label="日开始" value={day.start} bound={b.start} disabled={!on('day:loop')} onChange={(start) => setDay({ start })} />
        日开始，每
        <Num label="日间隔" value={day.step} bound={b.step} disabled={!on('day:loop')} onChange={(step) => setDay({ step })} />
        日执行一次
      </Row>
      <Row value="day:range">
        区间 从
        <Num label="日起" value={day.from} bound={b.from} disabled={!on('day:range')} onChange={(from) => setDay({ from })} />
        -
        <Num label="日止" value={day.to} bound={b.to} disabled={!on('day:range')} onChange={(to) => setDay({ to })} />
        日
      </Row>
      <Row value="day:workday">
        每月
        <Num label="工作日" value={day.workday} bound={b.workday} disabled={!on('day:workday')} onChange={(workday) => setDay({ workday })} />
        号最近的那个工作日
      </Row>
      <Row value="day:lastDay">本月最后一天</Row>
      <Row value="day:lastWorkday">本月最后一个工作日</Row>
      <Row value="day:beforeEnd">
        本月最后一天前
        <Num label="月末前天数" value={day.beforeEnd} bound={b.beforeEnd} disabled={!on('day:beforeEnd')} onChange={(beforeEnd) => setDay({ beforeEnd })} />
        天
      </Row>
      <Row value="day:specify">指定日（可多选）</Row>
      {on('day:specify') && (
        <Grid values={day.values} options={range(1, 31).map((v) => ({ value: v, label: pad(v) }))} onChange={(values) => setDay({ values })} />
      )}
      <Row value="week:loop">
        周期 从
        <WeekdaySelect label="星期开始" value={week.start} disabled={!on('week:loop')} onChange={(start) => setWeek({ start })} />
        开始，每
        <Num label="星期间隔" value={week.step} bound={wb.step} disabled={!on('week:loop')} onChange={(step) => setWeek({ step })} />
        天执行一次（至周六止）
      </Row>
      <Row value="week:specify">指定星期（可多选）</Row>
      {on('week:specify') && (
        <Grid values={week.values} options={WEEKDAY_LABELS.map((label, i) => ({ value: i + 1, label }))} onChange={(values) => setWeek({ values })} />
      )}
      <Row value="week:last">
        本月最后一个
        <WeekdaySelect label="最后一个星期几" value={week.lastWeekday} disabled={!on('week:last')} onChange={(lastWeekday) => setWeek({ lastWeekday })} />
      </Row>
      <Row value="week:nth">
        本月第
        <Num label="第几个" value={week.nth} bound={wb.nth} disabled={!on('week:nth')} onChange={(nth) => setWeek({ nth })} />
        个
        <WeekdaySelect label="第几个星期几" value={week.nthWeekday} disabled={!on('week:nth')} onChange={(nthWeekday) => setWeek({ nthWeekday })} />
      </Row>
    </Radio.Group>
  );
}

/** The week picker: Monday = 1 … Sunday = 7. Disabled, and '?', while the day field chooses the days. */
export function WeekEditor({ day, week, edit }: { day: DayUnit; week: WeekUnit; edit: EditUnit }) {
  const wb = CRON_BOUNDS.week;
  const locked = day.mode !== 'unset' && day.mode !== 'every';
  const mode = locked ? 'unset' : week.mode;
  const on = (m: WeekUnit['mode']) => !locked && mode === m;
  const set = (patch: Partial<WeekUnit>) => edit('week', patch);
  return (
    <>
      {locked && (
        <Typography.Paragraph type="secondary" className="cron-hint">
          “日”已指定，周为“?”（日与周只能指定其一；在“日”中选“不指定”后可按星期设置）。
        </Typography.Paragraph>
      )}
      <Radio.Group className="cron-modes" value={mode} disabled={locked} onChange={(e) => set({ mode: e.target.value })}>
        <Row value="unset">不指定</Row>
        <Row value="every">每天（星期不限）</Row>
        <Row value="range">
          区间 从
          <WeekdaySelect label="星期起" value={week.from} disabled={!on('range')} onChange={(from) => set({ from })} />
          -
          <WeekdaySelect label="星期止" value={week.to} disabled={!on('range')} onChange={(to) => set({ to })} />
        </Row>
        <Row value="loop">
          周期 从
          <WeekdaySelect label="周期星期开始" value={week.start} disabled={!on('loop')} onChange={(start) => set({ start })} />
          开始，每
          <Num label="周期星期间隔" value={week.step} bound={wb.step} disabled={!on('loop')} onChange={(step) => set({ step })} />
          天执行一次
        </Row>
        <Row value="specify">指定星期（可多选）</Row>
        {on('specify') && (
          <Grid values={week.values} options={WEEKDAY_LABELS.map((label, i) => ({ value: i + 1, label }))} onChange={(values) => set({ values })} />
        )}
        <Row value="last">
          本月最后一个
          <WeekdaySelect label="周最后一个星期几" value={week.lastWeekday} disabled={!on('last')} onChange={(lastWeekday) => set({ lastWeekday })} />
        </Row>
        <Row value="nth">
          本月第
          <Num label="周第几个" value={week.nth} bound={wb.nth} disabled={!on('nth')} onChange={(nth) => set({ nth })} />
          个
          <WeekdaySelect label="周第几个星期几" value={week.nthWeekday} disabled={!on('nth')} onChange={(nthWeekday) => set({ nthWeekday })} />
        </Row>
      </Radio.Group>
    </>
  );
}
