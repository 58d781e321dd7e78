import type { StationTruck } from '@meiyun/shared';
import { Empty, Input, Tag, type InputRef } from 'antd';
import { forwardRef } from 'react';

export const NEXT_LABEL = { tare: '称皮', gross: '称毛' } as const;

interface Props {
  trucks: StationTruck[];
  selectedId: string | null;
  onSelect(id: string): void;
  filter: string;
  onFilter(text: string): void;
}

/** The trucks in front of the scale, filtered by plate as typed; ↑/↓ (handled by the page) move the choice. */
export const TruckList = forwardRef<InputRef, Props>(function TruckList({ trucks, selectedId, onSelect, filter, onFilter }, ref) {
  return (
    <div className="wb-trucks">
      <Input
        ref={ref}
        allowClear
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
        placeholder="车牌号筛选（F3）"
        aria-label="车牌号筛选"
        data-testid="station-plate-filter"
      />
      {trucks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter ? '没有该车牌的在场车辆' : '没有待过磅的车辆'} />
      ) : (
        <ul className="wb-trucks__list" role="listbox" aria-label="待过磅车辆">
          {trucks.map((t) => (
            <li
              key={t.id}
              role="option"
              aria-selected={t.id === selectedId}
              className={t.id === selectedId ? 'is-selected' : ''}
              onClick={() => onSelect(t.id)}
              data-testid="station-truck"
              data-plate={t.plateNo}
            >
              <span className="wb-trucks__plate">{t.plateNo}</span>
              <span className="wb-trucks__no">{t.queueNo}号</span>
              <Tag color={t.next === 'tare' ? 'blue' : 'purple'}>{NEXT_LABEL[t.next]}</Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
