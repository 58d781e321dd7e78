import { Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { URL_PATTERN } from './markdownImage';
import { JUpload } from '../upload/JUpload';
import { STATIC_PREFIX } from '../upload/uploadState';

export interface MarkdownImage {
  url: string;
  remark: string;
}

interface Values {
  source: 'upload' | 'web';
  path?: string;
  url?: string;
  remark?: string;
}

/** The markdown editor's image dialog (§2.6): an uploaded image or a web address, plus a remark (alt text). */
export function MarkdownImageDialog({ open, onOk, onCancel }: { open: boolean; onOk(image: MarkdownImage): void; onCancel(): void }) {
  const [form] = Form.useForm<Values>();
  const [source, setSource] = useState<Values['source']>('upload');

  // Every opening starts from an upload, as the form does.
  useEffect(() => {
    if (open) setSource('upload');
  }, [open]);

  async function confirm() {
    // The form shows what is missing; nothing more to do here.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const url = v.source === 'upload' ? STATIC_PREFIX + v.path : (v.url ?? '').trim();
    onOk({ url, remark: (v.remark ?? '').trim() });
  }

  return (
    <Modal open={open} title="插入图片" width={520} okText="确定" cancelText="取消" onOk={confirm} onCancel={onCancel} destroyOnHidden forceRender>
      <Form form={form} layout="vertical" initialValues={{ source: 'upload' }} preserve={false}>
        <Form.Item name="source" label="图片来源">
          <Radio.Group
            onChange={(e) => setSource(e.target.value)}
            options={[
              { value: 'upload', label: '上传图片' },
              { value: 'web', label: '网络地址' },
            ]}
          />
        </Form.Item>
        {source === 'upload' ? (
          <Form.Item name="path" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
            <JUpload fileType="image" multiple={false} biz="editor" />
          </Form.Item>
        ) : (
          <Form.Item
            name="url"
            label="图片地址"
            rules={[
              { required: true, message: '请输入图片地址' },
              { pattern: URL_PATTERN, message: '请输入以http和https开头的网址' },
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        )}
        <Form.Item name="remark" label="备注" extra="作为图片的替代文字显示">
          <Input maxLength={100} placeholder="图片说明" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
