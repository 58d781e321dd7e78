import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { cronError } from '@meiyun/shared';
import { CronDialog } from './CronDialog';

export interface CronInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** A form control for a cron expression: type it, or build it in the cron dialog. Works as an antd Form item. */
export function CronInput({ value, onChange, placeholder = '请输入cron表达式', disabled, id }: CronInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} placeholder={placeholder} disabled={disabled} allowClear onChange={(e) => onChange?.(e.target.value)} />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      <CronDialog open={open} value={value} onOk={(expression) => onChange?.(expression)} onClose={() => setOpen(false)} />
    </>
  );
}

/** The antd Form rule for a cron field: empty passes (add `required` for that), an invalid expression says why. */
export const cronRule: Rule = {
  validator: (_rule, value?: string) => {
    if (!value?.trim()) return Promise.resolve();
    const error = cronError(value);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};
