import { Button, Input, Modal, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  buildExpression,
  buildFields,
  CRON_FIELD_LABELS,
  cronError,
  editUnit,
  parseExpression,
  type CronModel,
} from '@meiyun/shared';
import { BasicUnitEditor, DayEditor, WeekEditor, type EditUnit } from './unitEditors';
import './cron.css';

export const CRON_DIALOG_WIDTH = 608;

export interface CronDialogProps {
  open: boolean;
  /** The expression to open with; parsed back into modes (unreadable fields open as every). */
  value?: string;
  onOk: (expression: string) => void;
  onClose: () => void;
}

/**
 * The cron builder (spec §2.6/§4): a tab per unit with its modes, a live preview of the expression and its seven
 * fields. The expression box can also be typed into: a valid expression sets the modes.
 */
export function CronDialog({ open, value, onOk, onClose }: CronDialogProps) {
  const [model, setModel] = useState<CronModel>(() => parseExpression(value));
  const [text, setText] = useState(() => (value?.trim() ? value.trim() : buildExpression(parseExpression(value))));
  const [tab, setTab] = useState('second');

  // Every opening starts from the expression it is given.
  useEffect(() => {
    if (!open) return;
    const parsed = parseExpression(value);
    setModel(parsed);
    setText(value?.trim() && !cronError(value) ? value.trim() : buildExpression(parsed));
    setTab('second');
  }, [open, value]);

  const edit: EditUnit = (unit, patch) => {
    const next = editUnit(model, unit, patch);
    setModel(next);
    setText(buildExpression(next));
  };

  const error = useMemo(() => cronError(text), [text]);
  const fields = useMemo(() => {
    const parts = text.trim().split(/\s+/);
    return error ? buildFields(model) : [...parts.slice(0, 6), parts[6] ?? '*'];
  }, [text, error, model]);

  const onText = (next: string) => {
    setText(next);
    if (!cronError(next)) setModel(parseExpression(next));
  };

  const items = [
    { key: 'second', label: '秒', children: <BasicUnitEditor name="second" state={model.second} edit={edit} /> },
    { key: 'minute', label: '分', children: <BasicUnitEditor name="minute" state={model.minute} edit={edit} /> },
    { key: 'hour', label: '时', children: <BasicUnitEditor name="hour" state={model.hour} edit={edit} /> },
    { key: 'day', label: '日', children: <DayEditor day={model.day} week={model.week} edit={edit} /> },
    { key: 'month', label: '月', children: <BasicUnitEditor name="month" state={model.month} edit={edit} /> },
    { key: 'week', label: '周', children: <WeekEditor day={model.day} week={model.week} edit={edit} /> },
    { key: 'year', label: '年', children: <BasicUnitEditor name="year" state={model.year} edit={edit} /> },
  ];

  return (
    <Modal
      title="cron表达式"
      open={open}
      width={CRON_DIALOG_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      className="cron-dialog"
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={Boolean(error)}
          onClick={() => {
            onOk(text.trim());
            onClose();
          }}
        >
          确定
        </Button>,
      ]}
    >
      <Tabs className="cron-tabs" size="small" activeKey={tab} onChange={setTab} items={items} />
      <div className="cron-preview" data-testid="cron-preview">
        <table className="cron-fields">
          <thead>
            <tr>
              {CRON_FIELD_LABELS.map((label) => (
                <th key={label}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {fields.map((field, i) => (
                <td key={CRON_FIELD_LABELS[i]} data-field={CRON_FIELD_LABELS[i]}>
                  {field}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <Input
          aria-label="cron表达式"
          addonBefore="表达式"
          value={text}
          status={error ? 'error' : undefined}
          onChange={(e) => onText(e.target.value)}
        />
        {error && (
          <Typography.Text type="danger" className="cron-error">
            {error}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}
