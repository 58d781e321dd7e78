import { DATE_FORMAT } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Input, Select, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { sessionActions, useSession } from '../../../lib/session/sessionStore';
import { useDictOptions } from '../../../components/dict/useDictOptions';
import { errorText } from '../../../lib/http';
import { businessToday } from '../../../lib/time/businessTime';
import { fetchProfile, saveProfile } from '../shared/accountApi';
import { PhoneBindModal } from './PhoneBindModal';
import { JUpload } from '../../../components/upload';

interface Values {
  realname: string;
  avatar?: string;
  sex?: string;
  birthday?: Dayjs | null;
  email?: string;
}

export function BasicSettings() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['account', 'profile'], queryFn: fetchProfile });
  const sex = useDictOptions('sex');
  const [saving, setSaving] = useState(false);
  const storedUser = useSession((s) => s.userInfo);
  const [binding, setBinding] = useState(false);

  if (profile.error) return <Alert type="error" showIcon title={errorText(profile.error)} />;
  if (profile.isLoading || !profile.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const u = profile.data.userInfo;

  async function submit(values: Values) {
    setSaving(true);
    try {
      const env = await saveProfile({
        realname: values.realname.trim(),
        avatar: values.avatar ?? '',
        sex: values.sex ? Number(values.sex) : null,
        birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
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
    <>
      <Form<Values>
        layout="vertical"
        className="settings-form"
        data-testid="basic-settings-form"
        initialValues={{
          realname: u.realname,
          avatar: u.avatar ?? '',
          sex: u.sex == null ? undefined : String(u.sex),
          birthday: u.birthday ? dayjs(u.birthday) : null,
          email: u.email ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item label="用户名">
          <Input value={u.username} disabled />
        </Form.Item>
        <Form.Item name="avatar" label="头像" extra="上传一张图片，显示在右上角和个人中心">
          <JUpload fileType="image" multiple={false} biz="avatar" text="上传头像" data-testid="avatar-upload" />
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
        <Form.Item label="手机号" extra="用于手机号登录和找回密码，更换时需验证新手机号">
          <Space.Compact style={{ width: '100%' }}>
            <Input value={u.phone ?? ''} placeholder="未绑定" disabled data-testid="bound-phone" />
            <Button onClick={() => setBinding(true)} data-testid="open-phone-bind">
              {u.phone ? '更换' : '绑定'}
            </Button>
          </Space.Compact>
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
      <PhoneBindModal
        open={binding}
        current={u.phone ?? null}
        onClose={() => setBinding(false)}
        onBound={async (updated) => {
          setBinding(false);
          if (storedUser) sessionActions.setUserInfo({ ...storedUser, ...updated });
          message.success('手机号已绑定');
          await queryClient.invalidateQueries({ queryKey: ['account', 'profile'] });
        }}
      />
    </>
  );
}
