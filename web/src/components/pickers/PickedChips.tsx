import { Tag } from 'antd';
import type { PickerSelection } from './usePickerSelection';

/** 已选 N 项： and a closable chip per chosen row, above a picker table. */
export function PickedChips<Row>({ selection, labelOf }: { selection: PickerSelection<Row>; labelOf(row: Row): string }) {
  return (
    <div style={{ marginBottom: 8, minHeight: 24 }} data-testid="picker-chosen">
      已选 {selection.chosen.length} 项：
      {selection.chosen.map((r) => (
        <Tag key={selection.keyOf(r)} closable onClose={() => selection.remove(r)}>
          {labelOf(r)}
        </Tag>
      ))}
    </div>
  );
}
