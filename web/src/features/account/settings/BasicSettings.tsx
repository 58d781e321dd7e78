import { DATE_FORMAT } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Input, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { sessionActions, useSession } from '../../../lib/session/sessionStore';
import { useDictOptions } from '../../../components/dict/useDictOptions';
import { errorText } from '../../../lib/http';
import { businessToday } from '../../../lib/time/businessTime';
import { fetchProfile, saveProfile } from '../shared/accountApi';

interface Values {
  realname: string;
  sex?: string;
  birthday?: Dayjs | null;
  phone?: string;
  email?: string;
}

export function BasicSettings() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['account', 'profile'], queryFn: fetchProfile });
  const sex = useDictOptions('sex');
  const [saving, setSaving] = useState(false);
  const storedUser = useSession((s) => s.userInfo);

  if (profile.error) return <Alert type="error" showIcon title={errorText(profile.error)} />;
  if (profile.isLoading || !profile.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const u = profile.data.userInfo;

  async function submit(values: Values) {
    setSaving(true);
    try {
      const env = await saveProfile({
        realname: values.realname.trim(),
        sex: values.sex ? Number(values.sex) : null,
        birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
      });
      if (!env.success) {
        message.warning(env.message);
        return;
      }
      const updated = env.result && typeof env.result === 'object' ? env.result : { ...u, realname: values.realname.trim() };
      if (storedUser) sessionActions.setUserInfo({ ...storedUser, ...updated });
      message.success(env.message || '保存成功');
      await queryClient.invalidateQueries({ queryKey: ['account', 'profile'] });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Values>
      layout="vertical"
      className="settings-form"
      data-testid="basic-settings-form"
      initialValues={{
        realname: u.realname,
        sex: u.sex == null ? undefined : String(u.sex),
        birthday: u.birthday ? dayjs(u.birthday) : null,
        phone: u.phone ?? '',
        email: u.email ?? '',
      }}
      onFinish={submit}
    >
      <Form.Item label="用户名">
        <Input value={u.username} disabled />
      </Form.Item>
      <Form.Item name="realname" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 50, message: '最大长度50位字符' }]}>
        <Input placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item name="sex" label="性别">
        <Select placeholder="请选择性别" allowClear loading={sex.loading} options={sex.options} />
      </Form.Item>
      <Form.Item name="birthday" label="生日">
        <DatePicker style={{ width: '100%' }} placeholder="请选择生日" format={DATE_FORMAT} disabledDate={(d) => d.format(DATE_FORMAT) > businessToday()} />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确手机号' }]}>
        <Input placeholder="请输入手机号" maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
        <Input placeholder="请输入邮箱" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
